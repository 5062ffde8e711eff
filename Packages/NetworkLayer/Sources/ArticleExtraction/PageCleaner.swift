/// Removes what is never an article's text before anything is scored: scripts, styles, embedded documents,
/// forms' controls, hidden elements, page furniture (`nav`, `aside`, `footer`, navigation roles) and, in
/// the strict pass, Readability's "unlikely candidates" (class or id of navigation, comments, ads, …).
enum PageCleaner {
  static func clean(_ document: inout HTMLDocument, strict: Bool) {
    var stack = [document.root]
    while let index = stack.popLast() {
      let node = document.nodes[index]
      guard !node.removed, !node.isText else { continue }
      if shouldRemove(index, in: document, strict: strict) {
        document.nodes[index].removed = true
        continue
      }
      stack.append(contentsOf: node.children)
    }
  }

  private static func shouldRemove(_ index: Int, in document: HTMLDocument, strict: Bool) -> Bool {
    let name = document.name(index)
    if HTMLTags.neverContent.contains(name) || HTMLTags.furniture.contains(name) { return true }
    if isHidden(index, in: document) { return true }
    if let role = document.attribute("role", of: index)?.lowercased(), HTMLTags.furnitureRoles.contains(role) {
      return true
    }
    guard strict, !["html", "body", "a", "article", "main", "#document"].contains(name) else { return false }
    let hints = document.hints(index)
    return !hints.isEmpty && hints.isUnlikely && !hints.isEmbed && !isInsideTableOrCode(index, in: document)
  }

  static func isHidden(_ index: Int, in document: HTMLDocument) -> Bool {
    if document.attribute("hidden", of: index) != nil { return true }
    if document.attribute("aria-hidden", of: index)?.lowercased() == "true" { return true }
    guard let style = document.attribute("style", of: index)?.lowercased() else { return false }
    let compact = style.filter { !$0.isWhitespace }
    return compact.contains("display:none") || compact.contains("visibility:hidden")
  }

  private static func isInsideTableOrCode(_ index: Int, in document: HTMLDocument) -> Bool {
    var current = document.nodes[index].parent
    var steps = 0
    while current >= 0, steps < 64 {
      if document.name(current) == "table" || document.name(current) == "code" { return true }
      current = document.nodes[current].parent
      steps += 1
    }
    return false
  }
}
