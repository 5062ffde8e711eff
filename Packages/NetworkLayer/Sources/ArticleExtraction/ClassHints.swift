/// What an element's `class` and `id` say about it, the generic words sites use for their parts (the same
/// kind of lists Readability and trafilatura keep): article text, or navigation, ads, share bars, comments,
/// related links. Matched on words (split at anything not a letter or digit), so `header` never reads as
/// `ad`, plus a few stems that sites glue to other words (`sharebar`, `commentlist`).
struct ClassHints {
  /// No class, no id.
  static let none = ClassHints("")

  let isEmpty: Bool
  /// Readability's "unlikely candidate": navigation, furniture and extras, unless it also says content.
  let isUnlikely: Bool
  /// Parts inside an article that are not its text: comments, related links, ads, newsletter boxes, bylines,
  /// dates and tags, captions and galleries.
  let isBoilerplate: Bool
  /// Share bars and social links: boilerplate only while they are mostly links or short, since an embedded
  /// post (`social-media-embed`) is text.
  let isSocial: Bool
  /// An embedded post or video, which is part of the article.
  let isEmbed: Bool
  /// Text inside a line that a reader never sees as part of it: hover cards, tooltips, screen-reader extras.
  let isInlineNoise: Bool
  /// Readability's class weight: +25 for words of content, −25 for words of furniture.
  let weight: Int

  init(_ classAndID: String) {
    let bytes = Array(classAndID.utf8)
    var kinds: Kind = []
    var start = 0
    var any = false
    // Words: runs of ASCII letters and digits and of anything not ASCII; one table lookup each.
    for index in 0...bytes.count {
      let byte = index < bytes.count ? bytes[index] : 0x20
      let isWordByte = byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      if isWordByte { continue }
      if index > start {
        any = true
        kinds.formUnion(Self.wordKinds[String(decoding: bytes[start..<index], as: UTF8.self)] ?? [])
      }
      start = index + 1
    }
    if any {
      for (stem, kind) in Self.stemKinds where !kinds.isSuperset(of: kind) && Self.find(stem, in: bytes) {
        kinds.formUnion(kind)
      }
    }
    isEmpty = !any
    isUnlikely = kinds.contains(.unlikely) && !kinds.contains(.maybe)
    isBoilerplate = kinds.contains(.boilerplate)
    isSocial = kinds.contains(.social)
    isInlineNoise = kinds.contains(.noise)
    isEmbed = Self.find(Array("embed".utf8), in: bytes) || Self.find(Array("tweet".utf8), in: bytes)
    weight = (kinds.contains(.negative) ? -25 : 0) + (kinds.contains(.positive) ? 25 : 0)
  }

  /// Which lists a word or stem is on.
  private struct Kind: OptionSet {
    let rawValue: UInt8
    static let unlikely = Kind(rawValue: 1)
    static let maybe = Kind(rawValue: 2)
    static let boilerplate = Kind(rawValue: 4)
    static let social = Kind(rawValue: 8)
    static let noise = Kind(rawValue: 16)
    static let negative = Kind(rawValue: 32)
    static let positive = Kind(rawValue: 64)
  }

  private static let wordKinds: [String: Kind] = {
    var table: [String: Kind] = [:]
    let lists: [(Set<Substring>, Kind)] = [
      (unlikelyWords, .unlikely), (maybeWords, .maybe), (boilerplateWords, .boilerplate), (socialWords, .social),
      (inlineNoiseWords, .noise), (negativeWords, .negative), (positiveWords, .positive),
    ]
    for (words, kind) in lists {
      for word in words { table[String(word), default: []].formUnion(kind) }
    }
    return table
  }()

  private static let stemKinds: [([UInt8], Kind)] = {
    let lists: [([[UInt8]], Kind)] = [
      (unlikelyStems, .unlikely), (maybeStems, .maybe), (boilerplateStems, .boilerplate), (socialStems, .social),
      (negativeStems, .negative), (positiveStems, .positive),
    ]
    return lists.flatMap { stems, kind in stems.map { ($0, kind) } }
  }()

  /// Whether `needle` occurs in `haystack`, bytewise.
  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }

  private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

  static let unlikelyWords: Set<Substring> = [
    "ad", "ads", "banner", "breadcrumb", "breadcrumbs", "combx", "comment", "comments", "community", "disqus",
    "extra", "footer", "gdpr", "header", "legends", "menu", "related", "remark", "replies", "rss", "shoutbox",
    "sidebar", "skyscraper", "social", "sponsor", "supplemental", "pagination", "pager", "popup", "agegate",
    "masthead", "navbar", "nav", "cookie", "cookies", "consent", "newsletter", "subscribe", "promo", "widget",
  ]
  static let unlikelyStems: [[UInt8]] = bytes([
    "comment", "disqus", "sidebar", "footer", "breadcrumb", "pagination", "sponsor", "shoutbox", "skyscraper",
    "related", "newsletter", "cookie", "advert", "outbrain", "taboola",
  ])
  static let maybeWords: Set<Substring> = ["and", "article", "body", "column", "content", "main", "shadow", "story"]
  static let maybeStems: [[UInt8]] = bytes(["article", "content", "story", "entry"])

  static let positiveWords: Set<Substring> = [
    "article", "body", "content", "entry", "hentry", "main", "page", "post", "text", "blog", "story", "prose",
  ]
  static let positiveStems: [[UInt8]] = bytes([
    "article", "content", "entry", "story", "posttext", "postbody", "bodytext",
  ])
  static let negativeWords: Set<Substring> = [
    "hidden", "hid", "banner", "combx", "comment", "comments", "contact", "foot", "footer", "footnote", "gdpr",
    "masthead", "media", "meta", "outbrain", "promo", "related", "scroll", "share", "shoutbox", "sidebar",
    "skyscraper", "sponsor", "shopping", "tags", "tool", "tools", "widget", "ad", "ads", "nav", "menu", "byline",
    "author", "caption", "recommended", "newsletter", "social",
  ]
  static let negativeStems: [[UInt8]] = bytes([
    "comment", "sidebar", "footer", "sponsor", "advert", "outbrain", "taboola", "share",
  ])

  static let inlineNoiseWords: Set<Substring> = [
    "rollover", "tooltip", "popover", "hovercard", "sr", "visuallyhidden", "screenreader", "hidden", "offscreen",
  ]

  static let socialWords: Set<Substring> = [
    "share", "sharing", "shares", "social", "sociable", "addthis", "sharethis", "follow", "socials",
  ]
  static let socialStems: [[UInt8]] = bytes(["sharebar", "sharing", "socialshare", "share-"])

  static let boilerplateWords: Set<Substring> = [
    "comment", "comments", "disqus", "related", "recommended", "recommendations", "recirc", "trending", "popular",
    "mostread", "most", "latest", "newsletter", "subscribe", "subscription", "signup", "login", "signin",
    "paywall", "ad", "ads", "advert", "advertisement", "adslot", "sponsor", "sponsored", "promo", "promotion",
    "outbrain", "taboola", "breadcrumb", "breadcrumbs", "pagination", "pager", "nav", "navigation", "menu", "tags",
    "tag", "taglist", "categories", "toolbar", "tools", "print", "byline", "author", "bio", "dateline", "timestamp",
    "datestamp", "date", "dates", "published", "updated", "meta", "sidebar", "footer", "hidden", "sr",
    "visuallyhidden", "screenreader", "skip", "cookie", "consent", "gdpr", "modal", "popup", "overlay", "widget",
    "jump", "toc", "rating", "reactions", "credit", "credits", "copyright", "caption", "captions", "gallery",
    "slideshow", "carousel", "rollover", "tooltip", "popover",
  ]
  static let boilerplateStems: [[UInt8]] = bytes([
    "comment", "disqus", "related", "newsletter", "subscribe", "advert", "sponsor", "outbrain", "taboola",
    "breadcrumb", "pagination", "sidebar", "footer", "byline", "readmore", "morestories", "recommend", "caption",
    "gallery", "slideshow",
  ])
}
