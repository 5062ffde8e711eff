import Foundation

/// Creates a feature package from `Tools/RepoTools/Templates/Feature` and plugs it into the host, or takes
/// one out again: `make new-feature NAME=Weather`, `make remove-feature NAME=Weather`.
///
/// The new package has the folder layout every feature has (`Module/`, `CLI/`, `Model/`, `UI/`, `Strings/`): a
/// module, a page command with its typed route and presenter, a section on its own page, a view model, a tab in
/// the terminal app with its coordinator and screen, and their tests, a golden test among them; the host's
/// manifest, composition root and the Makefile's package list name it, so `make test`, `mosaic features` and
/// `mosaic ui` pick it up with no hand edit.
///
/// ```swift
/// let scaffold = FeatureScaffold(root: root)
/// let files = try scaffold.create(try FeatureName("Weather"))  // ["Packages/WeatherFeature/Package.swift", …]
/// try scaffold.remove(try FeatureName("Weather"))
/// ```
public struct FeatureScaffold: Sendable {
  public static let templates = "Tools/RepoTools/Templates/Feature"
  static let templateSuffix = ".template"

  public var root: URL

  public init(root: URL) { self.root = root }

  public func directory(of name: FeatureName) -> String { "Packages/\(name.package)" }

  /// Writes the package and registers it; returns the files written and edited, relative to the root.
  ///
  /// - Throws: ``ScaffoldError`` when the name is taken or an anchor of the registration is missing; nothing
  ///   is written then.
  @discardableResult
  public func create(_ name: FeatureName) throws -> [String] {
    let fileManager = FileManager.default
    let target = directory(of: name)
    guard !fileManager.fileExists(atPath: url(target).path) else { throw ScaffoldError.alreadyExists(target) }
    if try takenNames().contains(name.command) { throw ScaffoldError.nameTaken(name.command) }
    let registration = FeatureRegistration(name: name)
    let edits = [
      (
        FeatureRegistration.appManifest,
        try registration.adding(toAppManifest: try read(FeatureRegistration.appManifest))
      ),
      (
        FeatureRegistration.compositionRoot,
        try registration.adding(toCompositionRoot: try read(FeatureRegistration.compositionRoot))
      ),
      (FeatureRegistration.makefile, try registration.adding(toMakefile: try read(FeatureRegistration.makefile))),
    ]
    var written: [String] = []
    for (template, relative) in try templateFiles() {
      let destination = target + "/" + name.fill(relative)
      let text = name.fill(try String(contentsOf: template, encoding: .utf8))
      try fileManager.createDirectory(
        at: url(destination).deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url(destination), options: .atomic)
      written.append(destination)
    }
    for (file, text) in edits {
      try Data(text.utf8).write(to: url(file), options: .atomic)
    }
    return written.sorted() + edits.map(\.0)
  }

  /// Deletes the package and its registration.
  ///
  /// - Throws: ``ScaffoldError`` when it is no feature package here, when git does not hold all of it (work
  ///   would be lost), or when anything besides the registration still uses it.
  public func remove(_ name: FeatureName) throws {
    let target = directory(of: name)
    guard FileManager.default.fileExists(atPath: url(target + "/Package.swift").path) else {
      throw ScaffoldError.notAFeature(target)
    }
    let users = try self.users(of: name)
    guard users.isEmpty else { throw ScaffoldError.stillUsed(feature: name.package, by: users) }
    let tracked = try git(["ls-files", "--", target])
    let changes = try git(["status", "--porcelain", "--", target])
    if !tracked.isEmpty, !changes.isEmpty { throw ScaffoldError.uncommittedChanges(target) }
    let registration = FeatureRegistration(name: name)
    let edits = [
      (
        FeatureRegistration.appManifest,
        registration.removing(fromAppManifest: try read(FeatureRegistration.appManifest))
      ),
      (
        FeatureRegistration.compositionRoot,
        registration.removing(fromCompositionRoot: try read(FeatureRegistration.compositionRoot))
      ),
      (FeatureRegistration.makefile, try registration.removing(fromMakefile: try read(FeatureRegistration.makefile))),
    ]
    try FileManager.default.removeItem(at: url(target))
    for (file, text) in edits {
      try Data(text.utf8).write(to: url(file), options: .atomic)
    }
  }

  // MARK: Checks

  /// Command names and module ids in use: `commandName: "…"` and `let id = "…"` in every source of the
  /// packages and the host; a test's stand-in module (a palette test's `weather`) takes no name from the product.
  func takenNames() throws -> Set<String> {
    var names: Set<String> = ["help", "ui", "open", "features", "doctor", "export", "import"]
    for file in swiftFiles(under: ["Packages", "App/Sources"]) where !file.path.contains("/Tests/") {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      for marker in ["commandName: \"", "let id = \""] {
        for piece in text.components(separatedBy: marker).dropFirst() {
          if let end = piece.firstIndex(of: "\"") { names.insert(String(piece[..<end])) }
        }
      }
    }
    return names
  }

  /// Files outside the package, besides the three registration files, that import it or depend on it.
  func users(of name: FeatureName) throws -> [String] {
    let own = directory(of: name) + "/"
    let registration = Set([FeatureRegistration.appManifest, FeatureRegistration.compositionRoot])
    var users: [String] = []
    for file in swiftFiles(under: ["Packages", "App", "Tests", "Tools"]) {
      let relative = String(file.path.dropFirst(root.standardizedFileURL.path.count + 1))
      guard !relative.hasPrefix(own), !registration.contains(relative), !relative.contains("/.build") else { continue }
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let imports = lines.contains { $0 == "import \(name.package)" || $0.hasSuffix(" import \(name.package)") }
      let depends =
        file.lastPathComponent == "Package.swift"
        && (text.contains("\"../Packages/\(name.package)\"") || text.contains("\"../\(name.package)\""))
      if imports || depends {
        users.append(relative)
      }
    }
    return users.sorted()
  }

  // MARK: Files

  private func templateFiles() throws -> [(URL, String)] {
    let base = url(Self.templates)
    guard
      let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
    else { throw ScaffoldError.templatesMissing(Self.templates) }
    var files: [(URL, String)] = []
    let prefix = base.standardizedFileURL.path + "/"
    for case let file as URL in enumerator where file.path.hasSuffix(Self.templateSuffix) {
      let relative = String(file.standardizedFileURL.path.dropFirst(prefix.count).dropLast(Self.templateSuffix.count))
      files.append((file, relative))
    }
    guard !files.isEmpty else { throw ScaffoldError.templatesMissing(Self.templates) }
    return files
  }

  private func swiftFiles(under folders: [String]) -> [URL] {
    folders.flatMap { folder -> [URL] in
      let enumerator = FileManager.default.enumerator(at: url(folder), includingPropertiesForKeys: nil)
      var files: [URL] = []
      while let file = enumerator?.nextObject() as? URL {
        let name = file.lastPathComponent
        if name.hasPrefix(".build") || name == "Fixtures" || name == "Templates" {
          enumerator?.skipDescendants()
        } else if name.hasSuffix(".swift") {
          files.append(file.standardizedFileURL)
        }
      }
      return files
    }
  }

  private func read(_ relative: String) throws -> String {
    try String(contentsOf: url(relative), encoding: .utf8)
  }

  private func url(_ relative: String) -> URL { root.appending(path: relative) }

  private func git(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run("/usr/bin/env", ["git"] + arguments, in: root)
    guard result.status == 0 else {
      throw RepoToolError.gitFailed(arguments: arguments.joined(separator: " "), output: result.errorText)
    }
    return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
