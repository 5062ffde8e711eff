import Core
import CoreCLI
import Foundation
import Models
import NetworkLayer

/// What `mosaic photo` prints: the page's sections as lines, or one JSON document with the photo's fields,
/// its title and every section.
struct PhotoOutput: CommandOutput {
  let photo: Photo
  let title: String
  let isFavorite: Bool
  let stale: StaleNote?
  let sections: [SectionSnapshot]
  let language: Language
  /// The picture's lines for `--image`, drawn above the page; never part of the JSON.
  var picture: [String] = []

  func lines(in style: TextStyle) -> [String] {
    blocks(in: style).flatMap(\.lines)
  }

  func blocks(in style: TextStyle) -> [OutputBlock] {
    [.drawing(picture.isEmpty ? [] : picture + [""]), .text(pageLines(in: style))]
  }

  private func pageLines(in style: TextStyle) -> [String] {
    var lines: [String] = []
    if let stale {
      lines.append(
        style.palette.paint(
          CLIStrings.offlineNote(
            savedAt: stale.savedAt, reason: stale.reason.message(in: style.language), style.language),
          .warning))
    }
    return lines + SectionText.lines(for: sections, in: style)
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, author, username, description, altDescription, width, height, color, blurHash, likes, createdAt
    case isFavorite, stale, staleSince, staleReason, staleCode, sections
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(photo.id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(photo.user.name, forKey: .author)
    try container.encode(photo.user.username, forKey: .username)
    try container.encode(photo.displayDescription, forKey: .description)
    try container.encode(photo.altDescription, forKey: .altDescription)
    try container.encode(photo.width, forKey: .width)
    try container.encode(photo.height, forKey: .height)
    try container.encode(photo.color, forKey: .color)
    try container.encode(photo.blurHash, forKey: .blurHash)
    try container.encode(photo.likes, forKey: .likes)
    try container.encode(photo.createdAt, forKey: .createdAt)
    try container.encode(isFavorite, forKey: .isFavorite)
    try container.encode(stale != nil, forKey: .stale)
    if let stale {
      try container.encode(stale.savedAt, forKey: .staleSince)
      try container.encode(stale.reason.message, forKey: .staleReason)
      try container.encode(stale.reason.codeName, forKey: .staleCode)
    }
    try container.encode(sections.map { SectionOutput($0, language: language) }, forKey: .sections)
  }
}
