import Foundation

/// What the writer leaves out: boilerplate parts, the headline again, repeats and lines of nothing but links.
extension BlockWriter {
  /// Whether `index` sits in an article without being its text: by class and id (when it holds less than
  /// half the article, so a site's odd class names never drop everything), or a box mostly of links.
  func isBoilerplate(_ index: Int) -> Bool {
    let name = document.name(index)
    let length = statistics.textLength[index]
    let small = length * 2 < rootLength
    guard small else { return false }
    if name == "header" || name == "figcaption" { return true }
    let hints = document.hints(index)
    if hints.isBoilerplate { return true }
    if hints.isSocial, !hints.isEmbed, length < 200 || statistics.linkDensity(index) > 0.5 { return true }
    switch name {
    case "ul", "ol", "div", "section", "table", "dl", "form":
      let density = statistics.linkDensity(index)
      return length > 0 && density > 0.5
    default:
      return false
    }
  }

  /// Whether a heading repeats the headline, which the reader shows apart: the same words, or nearly.
  func isHeadline(_ text: String) -> Bool {
    guard let title, !text.isEmpty else { return false }
    let heading = text.lowercased()
    if heading == title { return true }
    let shorter = min(heading.count, title.count)
    let longer = max(heading.count, title.count)
    return shorter * 10 >= longer * 6 && (title.contains(heading) || heading.contains(title))
  }

  /// Leaves out repeats, the headline again, and short lines that are nothing but links.
  mutating func isWorthWriting(_ text: String, inline: InlineText) -> Bool {
    let key = text.lowercased()
    if let title, key == title { return false }
    // Short lines repeat by right (a table's "Total", a recipe's "Meal 1"); long ones only by mistake.
    if key.utf8.count > 80 {
      guard !written.contains(key) else { return false }
      written.insert(key)
    }
    let linked = inline.links.reduce(0) { $0 + $1.text.utf8.count }
    let length = text.utf8.count
    if linked * 10 >= length * 8, length < 200 { return false }
    return true
  }

}
