import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// `mosaic favorites [list|add ID|remove ID|toggle ID] [--json]`: the photos kept locally, newest first.
struct FavoritesCommand: HostedCommandGroup {
  static let configuration = CommandConfiguration(
    commandName: "favorites",
    abstract: "List, add, remove or toggle favorite photos (kept locally, usable offline).",
    subcommands: [List.self, Add.self, Remove.self, Toggle.self],
    defaultSubcommand: List.self
  )

  struct List: HostedCommand {
    static let configuration = CommandConfiguration(abstract: "List favorites, newest first.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document instead of a listing.") var json = false

    func run(in context: CommandContext) async throws {
      let favorites = try await context.resolve(FavoritesClient.self).list()
      if json {
        try context.console.printJSON(FavoritesOutput.list(favorites))
        return
      }
      guard !favorites.isEmpty else {
        context.console.print("No favorites yet; add one with `mosaic favorites add ID`.")
        return
      }
      context.console.print("\(favorites.count) favorite\(favorites.count == 1 ? "" : "s"), newest first")
      for favorite in favorites {
        context.console.print(FavoritesOutput.line(favorite))
      }
    }
  }

  struct Add: HostedCommand {
    static let configuration = CommandConfiguration(abstract: "Save a photo as a favorite.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id, as `mosaic gallery` lists it.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(in context: CommandContext) async throws {
      let photo = try await FavoritesOutput.fetch(id, context: context)
      try await context.resolve(FavoritesClient.self).add(photo)
      try FavoritesOutput.report(photo.id, author: photo.user.name, isFavorite: true, json: json, context: context)
    }
  }

  struct Remove: HostedCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a photo from the favorites.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(in context: CommandContext) async throws {
      let existed = try await context.resolve(FavoritesClient.self).remove(id)
      if !existed, !json {
        context.console.note("'\(id)' was not a favorite; nothing changed.")
      }
      try FavoritesOutput.report(id, author: nil, isFavorite: false, json: json, context: context, changed: existed)
    }
  }

  struct Toggle: HostedCommand {
    static let configuration = CommandConfiguration(abstract: "Add the photo if it is not a favorite, else remove it.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(in context: CommandContext) async throws {
      let favorites = try context.resolve(FavoritesClient.self)
      if try await favorites.isFavorite(id) {
        _ = try await favorites.remove(id)
        try FavoritesOutput.report(id, author: nil, isFavorite: false, json: json, context: context)
      } else {
        let photo = try await FavoritesOutput.fetch(id, context: context)
        try await favorites.add(photo)
        try FavoritesOutput.report(photo.id, author: photo.user.name, isFavorite: true, json: json, context: context)
      }
    }
  }
}

/// What the favorites commands print.
enum FavoritesOutput {
  static func fetch(_ id: String, context: CommandContext) async throws -> Photo {
    do {
      return try await context.resolve(PhotoClient.self).photo(id).value
    } catch let error as NetworkError {
      throw GalleryError("Could not fetch photo '\(id)' to save it: \(error.message)")
    }
  }

  /// Prints the outcome; `changed` is false when the photo already was in the state asked for.
  static func report(
    _ id: String, author: String?, isFavorite: Bool, json: Bool, context: CommandContext, changed: Bool = true
  ) throws {
    if json {
      try context.console.printJSON(
        ["id": .string(id), "isFavorite": .bool(isFavorite), "changed": .bool(changed)] as JSONValue)
    } else if changed {
      let who = author.map { " (\($0))" } ?? ""
      context.console.print(
        isFavorite ? "★ Added '\(id)'\(who) to the favorites." : "Removed '\(id)' from the favorites.")
    }
  }

  static func line(_ favorite: Favorite) -> String {
    let photo = favorite.photo
    let prefix = " ★ \(photo.id)  \(TextLayout.pad(photo.user.name, width: 22))  "
    let added = "  added \(TextLayout.timestamp(favorite.addedAt))"
    return prefix + TextLayout.pad(photo.displayDescription, width: GalleryListing.width - prefix.count - added.count)
      + added
  }

  static func list(_ favorites: [Favorite]) -> JSONValue {
    let formatter = ISO8601DateFormatter()
    return [
      "favorites": .array(
        favorites.map { favorite in
          var object = PhotoJSON.object(favorite.photo, isFavorite: true)
          if case .object(var fields) = object {
            fields["addedAt"] = .string(formatter.string(from: favorite.addedAt))
            object = .object(fields)
          }
          return object
        })
    ]
  }
}
