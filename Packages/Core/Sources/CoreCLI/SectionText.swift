import Core

/// Composed sections as terminal lines: each titled section under its heading, its items indented,
/// and a failed section's one-sentence reason in place of its items.
///
/// ```swift
/// let sections = await registry.sectionController(for: .photoDetail).sections(for: photo, resolver: resolver)
/// SectionText.lines(for: sections).forEach(console.print)
/// ```
public enum SectionText {
  public static func lines(for sections: [RenderedSection]) -> [String] {
    var lines: [String] = []
    for section in sections {
      if !lines.isEmpty { lines.append("") }
      let indent = section.title == nil ? "" : "  "
      if let title = section.title { lines.append(title) }
      if let failure = section.failure {
        lines.append(indent + "unavailable: " + failure)
      } else if section.items.isEmpty {
        lines.append(indent + "(nothing to show)")
      } else {
        lines += section.items.flatMap { $0.lines.map { indent + $0 } }
      }
    }
    return lines
  }
}
