/// A kind of search a person makes, with the queries that stand for it, as typed (no trailing space, so the
/// last word is a prefix, as in the app). The shares in the names are of the 100,000 benchmark articles.
struct WordClass {
  let name: String
  let queries: [String]

  /// Every class issue 23 asks to measure; each query belongs to one.
  static let all = [
    WordClass(
      name: "rare (<= 0.2%)", queries: ["velmorant", "semiconductor", "zzqx", "quarterly earnings", "rate cuts"]),
    WordClass(
      name: "medium (0.3-1.5%)",
      queries: ["acquisition", "vaccine", "tariffs", "strike", "ledger", "central bank", "merger talks"]),
    WordClass(name: "common (3-40%)", queries: ["inflation", "apple", "government", "company", "shares"]),
    WordClass(name: "in most (> 50%)", queries: ["market", "the", "and"]),
    WordClass(name: "prefix", queries: ["acqui", "regul", "apple acqui", "m", "ma", "gov", "inflat"]),
    WordClass(name: "umlaut", queries: ["ubernahme", "Übernahme", "kruger", "Krüger"]),
  ]
}
