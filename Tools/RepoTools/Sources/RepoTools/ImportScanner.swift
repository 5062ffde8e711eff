import Foundation

/// One `import` line of a Swift file, and whether an `#if canImport(…)` or `#if os(…)` encloses it.
public struct ImportStatement: Sendable, Equatable {
  public var module: String
  /// The file relative to the repository root, and the line, for the finding's first words.
  public var file: String
  public var line: Int
  public var guarded: Bool
}

/// Reads the `import` lines of Swift sources without compiling them.
///
/// ```swift
/// ImportScanner.imports(in: "#if canImport(Glibc)\nimport Glibc\n#endif\n", file: "A.swift")
/// // [ImportStatement(module: "Glibc", file: "A.swift", line: 2, guarded: true)]
/// ```
public enum ImportScanner {
  private static let declarationKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
  private static let modifiers: Set<String> = [
    "public", "package", "internal", "private", "fileprivate", "open",
  ]

  /// The imports of one file's text.
  public static func imports(in text: String, file: String) -> [ImportStatement] {
    var result: [ImportStatement] = []
    // One entry per open `#if`: whether its condition (or an earlier branch's) names a platform.
    var conditions: [Bool] = []
    var inBlockComment = false
    var inMultilineString = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      // Text between `"""` lines is a string, not code.
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inMultilineString.toggle()
        continue
      }
      if inMultilineString { continue }
      if inBlockComment {
        guard let end = line.range(of: "*/") else { continue }
        line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
        inBlockComment = false
      }
      if line.hasPrefix("/*"), !line.contains("*/") {
        inBlockComment = true
        continue
      }
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      if line.hasPrefix("#if ") {
        conditions.append(namesPlatform(line))
      } else if line.hasPrefix("#elseif ") || line.hasPrefix("#else") {
        if let last = conditions.popLast() { conditions.append(last || namesPlatform(line)) }
      } else if line.hasPrefix("#endif") {
        _ = conditions.popLast()
      } else if let module = importedModule(line) {
        let statement = ImportStatement(
          module: module, file: file, line: index + 1, guarded: conditions.contains(true))
        result.append(statement)
      }
    }
    return result
  }

  /// Every import of the `.swift` files under `directory` (recursively) but not under `excluding` (paths
  /// relative to `directory`); `relativeTo` shortens file names.
  public static func imports(
    under directory: URL, excluding: [String] = [], relativeTo root: URL
  ) -> [ImportStatement] {
    swiftFiles(under: directory, excluding: excluding).flatMap { url -> [ImportStatement] in
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
      return imports(in: text, file: relative)
    }
  }

  /// The `.swift` files under a folder, sorted so findings come in a stable order.
  public static func swiftFiles(under directory: URL, excluding: [String] = []) -> [URL] {
    let excluded = excluding.map { directory.appending(path: $0).standardizedFileURL.path }
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let path = url.standardizedFileURL.path
      if !excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  private static func namesPlatform(_ condition: String) -> Bool {
    condition.contains("canImport(") || condition.contains("os(")
  }

  private static func importedModule(_ line: String) -> String? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
    guard words.first == "import", words.count >= 2 else { return nil }
    var name = words[1]
    if declarationKinds.contains(name), words.count >= 3 { name = words[2] }
    let module = name.split(separator: ".").first.map(String.init) ?? name
    guard let first = module.first, first.isLetter || first == "_" else { return nil }
    return module
  }
}
