/// What an element's `class` and `id` say about it, the generic words sites use for their parts (the same
/// kind of lists Readability and trafilatura keep): article text, or navigation, ads, share bars, comments,
/// related links. Matched on words (split at anything not a letter or digit), so `header` never reads as
/// `ad`, plus a few stems that sites glue to other words (`sharebar`, `commentlist`).
struct ClassHints {
  let words: [Substring]
  let joined: String

  init(_ classAndID: String) {
    joined = classAndID
    words = classAndID.split { !$0.isLetter && !$0.isNumber }
  }

  var isEmpty: Bool { words.isEmpty }

  /// Readability's "unlikely candidate": navigation, furniture and extras, unless it also says content.
  var isUnlikely: Bool {
    matches(Self.unlikelyWords, Self.unlikelyStems) && !matches(Self.maybeWords, Self.maybeStems)
  }

  /// Parts inside an article that are not its text: share bars, comments, related links, ads, newsletter
  /// boxes, bylines and tags, captions' credits.
  var isBoilerplate: Bool { matches(Self.boilerplateWords, Self.boilerplateStems) }

  /// Readability's class weight: +25 for words of content, −25 for words of furniture, for class and id.
  var weight: Int {
    var weight = 0
    if matches(Self.negativeWords, Self.negativeStems) { weight -= 25 }
    if matches(Self.positiveWords, Self.positiveStems) { weight += 25 }
    return weight
  }

  func matches(_ exact: Set<Substring>, _ stems: [String]) -> Bool {
    for word in words {
      if exact.contains(word) { return true }
      for stem in stems where word.contains(stem) { return true }
    }
    return false
  }

  static let unlikelyWords: Set<Substring> = [
    "ad", "ads", "banner", "breadcrumb", "breadcrumbs", "combx", "comment", "comments", "community", "disqus",
    "extra", "footer", "gdpr", "header", "legends", "menu", "related", "remark", "replies", "rss", "shoutbox",
    "sidebar", "skyscraper", "social", "sponsor", "supplemental", "pagination", "pager", "popup", "agegate",
    "masthead", "navbar", "nav", "cookie", "cookies", "consent", "newsletter", "subscribe", "promo", "widget",
  ]
  static let unlikelyStems = [
    "comment", "disqus", "sidebar", "footer", "breadcrumb", "pagination", "sponsor", "shoutbox", "skyscraper",
    "related", "newsletter", "cookie", "advert", "outbrain", "taboola",
  ]
  static let maybeWords: Set<Substring> = ["and", "article", "body", "column", "content", "main", "shadow", "story"]
  static let maybeStems = ["article", "content", "story", "entry"]

  static let positiveWords: Set<Substring> = [
    "article", "body", "content", "entry", "hentry", "main", "page", "post", "text", "blog", "story", "prose",
  ]
  static let positiveStems = ["article", "content", "entry", "story", "posttext", "postbody", "bodytext"]
  static let negativeWords: Set<Substring> = [
    "hidden", "hid", "banner", "combx", "comment", "comments", "contact", "foot", "footer", "footnote", "gdpr",
    "masthead", "media", "meta", "outbrain", "promo", "related", "scroll", "share", "shoutbox", "sidebar",
    "skyscraper", "sponsor", "shopping", "tags", "tool", "tools", "widget", "ad", "ads", "nav", "menu", "byline",
    "author", "caption", "recommended", "newsletter", "social",
  ]
  static let negativeStems = ["comment", "sidebar", "footer", "sponsor", "advert", "outbrain", "taboola", "share"]

  /// Share bars and social links: boilerplate only while they are mostly links or short, since an embedded
  /// post (`social-media-embed`) is text.
  var isSocial: Bool { matches(Self.socialWords, Self.socialStems) }

  static let socialWords: Set<Substring> = [
    "share", "sharing", "shares", "social", "sociable", "addthis", "sharethis", "follow", "socials",
  ]
  static let socialStems = ["sharebar", "sharing", "socialshare", "share-"]

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
  static let boilerplateStems = [
    "comment", "disqus", "related", "newsletter", "subscribe", "advert", "sponsor", "outbrain", "taboola",
    "breadcrumb", "pagination", "sidebar", "footer", "byline", "readmore", "morestories", "recommend", "caption",
    "gallery", "slideshow",
  ]
}
