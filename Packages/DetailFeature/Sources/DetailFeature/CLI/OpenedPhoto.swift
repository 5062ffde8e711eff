import Core
import CoreCLI

/// What `mosaic photo ID --open` did: that it opened the photo's Unsplash page, or that page's address (the
/// reason goes to standard error); `{"id","url","opened","opener","reason"}` with `--json`.
struct OpenedPhoto: CommandOutput {
  let id: String
  let url: String
  let result: DesktopClient.OpenResult

  func lines(in style: TextStyle) -> [String] {
    switch result {
    case .opened(let opener):
      [
        style.language.pick(
          en: "Opened photo '\(TerminalText.line(id))' on Unsplash with \(opener): \(TerminalText.line(url))",
          de: "Foto '\(TerminalText.line(id))' auf Unsplash geöffnet mit \(opener): \(TerminalText.line(url))")
      ]
    case .unavailable:
      [TerminalText.line(url)]
    }
  }

  private enum CodingKeys: String, CodingKey { case id, url, opened, opener, reason }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(url, forKey: .url)
    switch result {
    case .opened(let opener):
      try container.encode(true, forKey: .opened)
      try container.encode(opener, forKey: .opener)
    case .unavailable(let reason):
      try container.encode(false, forKey: .opened)
      try container.encode(reason.message(in: .english), forKey: .reason)
    }
  }
}
