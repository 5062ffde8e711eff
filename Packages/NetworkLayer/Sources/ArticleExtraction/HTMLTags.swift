/// The element names extraction sorts by.
enum HTMLTags {
  /// Never text: scripts, styles, embedded documents, forms' controls, and the document's head.
  static let neverContent: Set<String> = [
    "script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "canvas", "button", "input",
    "select", "textarea", "option", "head", "link", "meta", "dialog", "map", "video", "audio", "source", "track",
    "math",
  ]
  /// Page furniture by its own tag.
  static let furniture: Set<String> = ["nav", "aside", "footer", "menu"]
  /// ARIA roles of furniture.
  static let furnitureRoles: Set<String> = [
    "menu", "menubar", "complementary", "navigation", "alert", "alertdialog", "dialog", "banner", "contentinfo",
    "search",
  ]
  /// Elements that start a block of their own.
  static let block: Set<String> = [
    "address", "article", "aside", "blockquote", "details", "dialog", "dd", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li",
    "main", "nav", "ol", "p", "pre", "section", "table", "ul", "tr", "td", "th", "tbody", "thead", "tfoot",
    "caption", "center", "summary", "body", "html",
  ]
  /// Elements inside a line of text.
  static let inline: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark", "q", "s", "samp",
    "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "del", "ins", "strike", "tt", "big", "nobr",
    "label", "acronym",
  ]
  static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
}
