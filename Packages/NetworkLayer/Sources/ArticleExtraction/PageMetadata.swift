import Foundation

/// What a page says about its article outside the text: `<meta>` tags (Open Graph, Twitter, Dublin Core,
/// `name=author`), structured data (JSON-LD), `<title>`, `<h1>`, `<time>` and `rel=author`. Read before
/// scripts are removed, since JSON-LD lives in `<script>`.
struct PageMetadata {
  var title: String?
  var byline: String?
  var published: String?
  var siteName: String?
  var leadImage: String?
  /// The structured data's `articleBody`, when the page has one: a reference for choosing the text.
  var structuredBody: String?

  init(_ document: HTMLDocument) {
    var meta: [String: String] = [:]
    var titleTag: String?
    var firstHeading: String?
    var timeStamp: String?
    var authorLink: String?
    var structured = StructuredData()
    for index in document.descendants(of: document.root) where !document.nodes[index].isText {
      switch document.name(index) {
      case "meta":
        let key =
          document.attribute("property", of: index) ?? document.attribute("name", of: index)
          ?? document.attribute("itemprop", of: index)
        if let key, let content = document.attribute("content", of: index), !content.isEmpty {
          let lowered = key.lowercased()
          if meta[lowered] == nil { meta[lowered] = content }
        }
      case "title" where titleTag == nil:
        titleTag = document.text(of: index)
      case "h1" where firstHeading == nil:
        firstHeading = document.text(of: index)
      case "time" where timeStamp == nil:
        timeStamp = document.attribute("datetime", of: index)
      case "a" where authorLink == nil && document.attribute("rel", of: index)?.lowercased() == "author":
        authorLink = document.text(of: index)
      case "script" where document.attribute("type", of: index)?.lowercased().contains("ld+json") == true:
        structured.read(json: document.text(of: index))
      default:
        continue
      }
    }
    title = Self.first(meta["og:title"], structured.headline, meta["twitter:title"], firstHeading, titleTag)
    byline = Self.first(
      structured.author, meta["author"].flatMap(Self.nameOrNil), meta["article:author"].flatMap(Self.nameOrNil),
      meta["dc.creator"], meta["byl"], authorLink)
    published = Self.first(
      meta["article:published_time"], structured.datePublished, meta["og:published_time"], meta["date"],
      meta["dc.date"], meta["pubdate"], meta["publishdate"], meta["datepublished"], timeStamp)
    siteName = Self.first(meta["og:site_name"], structured.publisher, meta["application-name"])
    leadImage = Self.first(
      meta["og:image"], meta["og:image:url"], meta["twitter:image"], meta["twitter:image:src"], structured.image)
    structuredBody = structured.articleBody
  }

  /// The first value with words.
  private static func first(_ values: String?...) -> String? {
    for value in values {
      if let value, case let clean = TextCleaner.collapsed(value), !clean.isEmpty { return clean }
    }
    return nil
  }

  /// A name, not a profile's URL.
  private static func nameOrNil(_ value: String) -> String? {
    value.hasPrefix("http://") || value.hasPrefix("https://") ? nil : value
  }
}
