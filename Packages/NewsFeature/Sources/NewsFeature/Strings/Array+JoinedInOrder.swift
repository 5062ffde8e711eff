extension [String] {
  /// The strings with `separator` between them, appended into one `String`: what `joined(separator:)` gives,
  /// without its generic code, whose first use walked every protocol conformance of the binary (once a `news`
  /// run, from the bylines).
  ///
  /// ```swift
  /// ["Reuters", "Ann Lee"].joinedInOrder(separator: " · ")   // "Reuters · Ann Lee"
  /// ```
  func joinedInOrder(separator: String) -> String {
    var result = ""
    for index in indices {
      if index > startIndex { result.append(separator) }
      result.append(self[index])
    }
    return result
  }
}
