import Foundation

/// Small article pages written for these tests: a site's furniture around an article whose paragraphs are
/// long enough to read as prose.
enum Fixtures {
  static let pageURL = URL(string: "https://news.example.com/2024/05/markets/rally.html") ?? URL(fileURLWithPath: "/")

  /// Paragraph `n` of the test article, about 200 characters of prose with commas.
  static func paragraph(_ n: Int) -> String {
    "Paragraph \(n) of the story: the central bank kept its rate where it was, and traders, who had expected "
      + "a cut, bought shares anyway, pushing the index to a record while bond yields, oddly, barely moved."
  }

  /// A full page: head with `head`, navigation, the article with `article` inside, a sidebar and a footer.
  static func page(head: String = "", article: String, after: String = "") -> String {
    """
    <!DOCTYPE html>
    <html><head><title>Markets rally as rates hold | Example News</title>\(head)</head>
    <body>
    <header class="site-header"><a href="/">Example News</a>
      <nav><ul><li><a href="/world">World</a></li><li><a href="/business">Business</a></li></ul></nav></header>
    <div class="page">
      <article class="story">
        <h1>Markets rally as rates hold</h1>
        <div class="article-body">\(article)</div>
      </article>
      \(after)
      <aside class="sidebar"><h3>Most read</h3><ul><li><a href="/a">Another story entirely</a></li></ul></aside>
    </div>
    <footer class="site-footer"><p>Copyright Example News. All rights reserved, every one of them.</p></footer>
    <script>document.write("tracking script text that must never appear");</script>
    </body></html>
    """
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
