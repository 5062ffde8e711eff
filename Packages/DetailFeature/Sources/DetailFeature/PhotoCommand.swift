import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// `mosaic photo ID [--next|--previous] [--json]`: one photo as the detail screen composes it — header
/// and details from this module, and whatever other modules add (the gallery's "more photos").
struct PhotoCommand: HostedCommand {
  enum Direction: String, EnumerableFlag {
    case next
    case previous

    static func help(for value: Direction) -> ArgumentHelp? {
      switch value {
      case .next: "Show the photo after ID in the last gallery listing."
      case .previous: "Show the photo before ID in the last gallery listing."
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "photo",
    abstract: "Show one photo: the author as title, its details, and more photos."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The photo's id, as `mosaic gallery` lists it.")
  var id: String

  @Flag(exclusivity: .exclusive) var direction: Direction?

  @Flag(help: "Print one JSON document instead of the screen.")
  var json = false

  func run(in context: CommandContext) async throws {
    let photos = try context.resolve(PhotoClient.self)
    let fetched: Fetched<Photo>
    if let direction {
      let navigator = FeedNavigator(
        photos: photos, favorites: try context.resolve(FavoritesClient.self), feeds: try context.resolve(FeedStore.self)
      )
      fetched = try await navigator.step(from: id, direction == .next ? .next : .previous)
    } else {
      fetched = try await photos.photo(id)
    }
    let photo = fetched.value
    let sections = await context.registry.sectionController(for: .photoDetail)
      .sections(for: photo, resolver: context.resolver)
    let stale: (savedAt: Date, reason: String)? =
      if case .cached(let savedAt, let reason) = fetched.freshness { (savedAt, reason.message) } else { nil }
    if json {
      try context.console.printJSON(PhotoScreenJSON.document(photo, sections: sections, stale: stale))
      return
    }
    if let stale { context.console.print(TextLayout.offlineNote(savedAt: stale.savedAt, reason: stale.reason)) }
    for line in SectionText.lines(for: sections) {
      context.console.print(line)
    }
  }
}

/// The `--json` document of `mosaic photo`: the photo's fields, its title, and every section.
enum PhotoScreenJSON {
  static func document(
    _ photo: Photo, sections: [RenderedSection], stale: (savedAt: Date, reason: String)?
  )
    -> JSONValue
  {
    let header = sections.first { $0.id == "detail.header" }?.items.first?.json
    var object: [String: JSONValue] = [
      "id": .string(photo.id),
      "title": .string(photo.user.name),
      "author": .string(photo.user.name),
      "username": .string(photo.user.username),
      "description": .string(photo.displayDescription),
      "altDescription": JSONValue(photo.altDescription),
      "width": .int(photo.width),
      "height": .int(photo.height),
      "color": .string(photo.color),
      "blurHash": JSONValue(photo.blurHash),
      "likes": .int(photo.likes),
      "createdAt": .string(ISO8601DateFormatter().string(from: photo.createdAt)),
      "isFavorite": header?["isFavorite"] ?? .bool(false),
      "stale": .bool(stale != nil),
      "sections": .array(sections.map(\.json)),
    ]
    if let stale {
      object["staleSince"] = .string(ISO8601DateFormatter().string(from: stale.savedAt))
      object["staleReason"] = .string(stale.reason)
    }
    return .object(object)
  }
}
