import ArgumentParser

/// What `news save`, `unsave`, `open` and `share` take: one article, and whether to print JSON.
///
/// ```swift
/// struct Save: HostedCommand {
///   @OptionGroup var article: ArticleArguments   // mosaic news save gbt0pm278c --json
/// }
/// ```
struct ArticleArguments: ParsableArguments {
  @Argument(help: "The article's id, as listed, or its URL.") var id: String
  @Flag(help: "Print one JSON document.") var json = false
}
