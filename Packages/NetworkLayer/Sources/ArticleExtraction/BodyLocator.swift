/// Finds the article's container by the markup sites use for it, the way trafilatura's body expressions do:
/// `itemprop=articleBody` and classes like `article-body`, `entry-content`, `post-content` first, then
/// `<article>`, then looser names (`story`, `main-content`, `content`), then `<main>`. Each tier gives the
/// first live element that matches and holds text.
struct BodyLocator {
  let document: HTMLDocument
  let statistics: NodeStatistics

  /// Containers in the order tried, at most one per tier.
  func candidates() -> [Int] {
    var found: [Int?] = Array(repeating: nil, count: 5)
    for index in document.descendants(of: document.root) where !document.nodes[index].isText {
      guard statistics.textLength[index] >= 100 else { continue }
      let name = document.name(index)
      let containerTag = ["article", "div", "main", "section"].contains(name) && !document.hints(index).isEmpty
      let tier: Int?
      if found[0] == nil, (containerTag && matchesBody(index)) || isItemBody(index) {
        tier = 0
      } else if found[1] == nil, name == "article" {
        tier = 1
      } else if found[2] == nil, containerTag, matchesStory(index) {
        tier = 2
      } else if found[3] == nil, containerTag, matchesContent(index) {
        tier = 3
      } else if found[4] == nil, name == "main" || (containerTag && matchesMain(index)) {
        tier = 4
      } else {
        tier = nil
      }
      if let tier { found[tier] = index }
    }
    return found.compactMap { $0 }
  }

  private func isItemBody(_ index: Int) -> Bool {
    document.attribute("itemprop", of: index)?.lowercased() == "articlebody"
  }

  private func matchesBody(_ index: Int) -> Bool {
    let joined = document.classAndID(index)
    let words = joined.split(separator: " ")
    if words.contains("post") || words.contains("entry") { return true }
    return Self.contains(Self.bodyFragments, joined)
  }

  private static func contains(_ fragments: [[UInt8]], _ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return fragments.contains { ClassHints.find($0, in: bytes) }
  }

  private func matchesStory(_ index: Int) -> Bool {
    let joined = document.classAndID(index)
    let words = joined.split(separator: " ")
    if words.contains("story") || words.contains("text") || words.contains("article") { return true }
    if document.attribute("role", of: index)?.lowercased() == "article" { return true }
    return Self.contains(Self.storyFragments, joined)
  }

  private func matchesContent(_ index: Int) -> Bool {
    let joined = document.classAndID(index)
    if joined.split(separator: " ").contains("content") { return true }
    return Self.contains(Self.contentFragments, joined)
  }

  private func matchesMain(_ index: Int) -> Bool {
    let id = document.attribute("id", of: index)?.lowercased() ?? ""
    let className = document.attribute("class", of: index)?.lowercased() ?? ""
    return id.hasPrefix("main") || className.hasPrefix("main")
      || document.attribute("role", of: index)?.lowercased() == "main"
  }

  private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

  static let bodyFragments: [[UInt8]] = bytes([
    "post-text", "post_text", "post-body", "post-entry", "postentry", "post-content", "post_content",
    "postcontent", "article-text", "articletext", "entry-content", "article-content", "article__content",
    "article-body", "article__body", "articlebody", "article_body", "articlecontent", "page-content",
    "text-content", "body-text", "article__container", "art-content", "story-body", "storybody", "story-content",
    "storycontent", "article-main", "single-content", "post__content", "post__body", "entry__content",
    "richtext", "rich-text", "article-copy", "articlecopy", "body-copy", "bodycopy",
  ])
  static let storyFragments: [[UInt8]] = bytes([
    "post-bodycopy", "postarea", "theme-content", "blog-content", "section-content", "single-post",
    "main-column", "wpb_text_column", "field-body", "fulltext", "full-text", "story-text", "news-text",
    "news-content", "newscontent", "article-detail", "articledetail", "detail-content", "content-detail",
  ])
  static let contentFragments: [[UInt8]] = bytes([
    "content-main", "content_main", "content-body", "contentbody", "content__body", "main-content",
    "maincontent", "page-content",
  ])
}
