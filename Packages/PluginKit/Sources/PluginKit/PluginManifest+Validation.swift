import Foundation

extension PluginManifest {
  /// The slots a section may name.
  public static let slots: Set<String> = ["photo"]
  /// Options the host reads on every command, which a plugin command cannot declare.
  public static let hostOptions: Set<String> = ["help", "json", "data-dir", "cache-dir", "version"]
  /// What a plugin may ask to read.
  public static let readable: Set<String> = ["favorites", "saved-articles", "settings"]

  /// Decodes and validates a manifest's bytes.
  ///
  /// - Throws: ``PluginKitError`` `.invalidManifest` naming the field at fault (or `manifest` when the bytes are not
  ///   a JSON object of the right shape, or too many).
  public static func decode(_ bytes: [UInt8]) throws(PluginKitError) -> PluginManifest {
    guard bytes.count <= PluginProtocol.maximumManifestBytes else {
      throw PluginKitError(.invalidManifest, field: "manifest", value: "\(bytes.count) bytes")
    }
    let manifest: PluginManifest
    do {
      manifest = try JSONDecoder().decode(PluginManifest.self, from: Data(bytes))
    } catch {
      throw PluginKitError(.invalidManifest, field: "manifest", value: Self.reason(error))
    }
    try manifest.validate()
    return manifest
  }

  /// Checks every rule of docs/plugins.md: names, sizes, counts, slots and permissions.
  ///
  /// - Throws: ``PluginKitError`` `.invalidManifest` naming the first field at fault.
  public func validate() throws(PluginKitError) {
    try Self.check(Self.isName(id), "id", id)
    try Self.check(Self.isVersion(version), "version", version)
    try Self.check(api.min >= 1 && api.min <= api.max && api.max <= 1000, "api", "\(api.min)...\(api.max)")
    try Self.checkText(names, "names")
    try Self.check(
      !executable.isEmpty && executable.count <= 100 && !executable.contains("/") && executable != "."
        && executable != ".." && Self.isPlain(executable), "executable", executable)
    try Self.check(contributions.commands.count <= 16, "contributions.commands", "\(contributions.commands.count)")
    for (index, command) in contributions.commands.enumerated() {
      func field(_ name: String) -> String { "contributions.commands[\(index)].\(name)" }
      try Self.check(Self.isName(command.name), field("name"), command.name)
      try Self.checkText(command.summary, field("summary"))
      try Self.check(command.arguments.count <= 8, field("arguments"), "\(command.arguments.count)")
      try Self.check(command.options.count <= 16, field("options"), "\(command.options.count)")
      var optionalSeen = false
      for argument in command.arguments {
        try Self.check(
          Self.isName(argument.name) && (argument.optional || !optionalSeen), field("arguments"), argument.name)
        try Self.check(
          argument.help.utf8.count <= 200 || argument.help.count <= 200, field("arguments.help"), argument.help)
        optionalSeen = optionalSeen || argument.optional
      }
      for option in command.options {
        try Self.check(
          Self.isName(option.name) && !Self.hostOptions.contains(option.name), field("options"), option.name)
        try Self.check(option.help.utf8.count <= 200 || option.help.count <= 200, field("options.help"), option.help)
      }
    }
    try Self.check(contributions.routes.count <= 16, "contributions.routes", "\(contributions.routes.count)")
    for (index, route) in contributions.routes.enumerated() {
      try Self.check(Self.isPattern(route.pattern), "contributions.routes[\(index)].pattern", route.pattern)
      try Self.check(route.summary.count <= 200, "contributions.routes[\(index)].summary", route.summary)
    }
    try Self.check(contributions.sections.count <= 8, "contributions.sections", "\(contributions.sections.count)")
    for (index, section) in contributions.sections.enumerated() {
      try Self.check(Self.isName(section.id), "contributions.sections[\(index)].id", section.id)
      try Self.check(Self.slots.contains(section.slot), "contributions.sections[\(index)].slot", section.slot)
      try Self.checkText(section.title, "contributions.sections[\(index)].title")
    }
    try Self.check(contributions.tabs.count <= 4, "contributions.tabs", "\(contributions.tabs.count)")
    for (index, tab) in contributions.tabs.enumerated() {
      try Self.check(Self.isName(tab.id), "contributions.tabs[\(index)].id", tab.id)
      try Self.checkText(tab.title, "contributions.tabs[\(index)].title")
    }
    try Self.check(permissions.network.count <= 8, "permissions.network", "\(permissions.network.count)")
    for origin in permissions.network {
      try Self.check(Self.isOrigin(origin), "permissions.network", origin)
    }
    for item in permissions.read {
      try Self.check(Self.readable.contains(item), "permissions.read", item)
    }
  }

  /// The field's name and value are written only when the rule is broken (building them for every rule kept was
  /// half of what validating cost).
  private static func check(
    _ condition: Bool, _ field: @autoclosure () -> String, _ value: @autoclosure () -> String
  ) throws(PluginKitError) {
    if !condition { throw PluginKitError(.invalidManifest, field: field(), value: value()) }
  }

  private static func checkText(_ text: LocalizedText, _ field: @autoclosure () -> String) throws(PluginKitError) {
    try check(
      !text.en.isEmpty && (text.en.utf8.count <= 80 || text.en.count <= 80) && isPlain(text.en), field() + ".en",
      text.en)
    if let german = text.de {
      try check((german.utf8.count <= 80 || german.count <= 80) && isPlain(german), field() + ".de", german)
    }
  }

  /// No control characters at all.
  private static func isPlain(_ text: String) -> Bool {
    // Printable ASCII holds no control (the common case, checked without Unicode's tables).
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return true }
    return PluginText.clean(text, limit: Int.max) == text && !text.contains("\t")
  }

  /// `[a-z][a-z0-9-]{0,31}`.
  static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, (0x61...0x7A).contains(first), text.utf8.count <= 32 else { return false }
    return text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
  }

  private static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return text.count <= 20 && parts.count == 3
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
  }

  /// Lowercase segments separated by `/`, each a name or `:name`.
  private static func isPattern(_ text: String) -> Bool {
    let segments = text.split(separator: "/", omittingEmptySubsequences: false)
    guard text.count <= 100, !segments.isEmpty, let first = segments.first, isName(String(first)) else { return false }
    return segments.allSatisfy { isName(String($0.hasPrefix(":") ? $0.dropFirst() : $0)) }
  }

  /// `https://host` or `https://host:port`, lowercase, no path.
  private static func isOrigin(_ text: String) -> Bool {
    guard text.count <= 100, text.hasPrefix("https://") || text.hasPrefix("http://") else { return false }
    let rest = text.drop(while: { $0 != "/" }).dropFirst(2)
    guard !rest.isEmpty else { return false }
    return rest.utf8.allSatisfy {
      (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E || $0 == 0x3A
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: "missing '\(key.stringValue)'"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    default: "not a JSON object"
    }
  }
}
