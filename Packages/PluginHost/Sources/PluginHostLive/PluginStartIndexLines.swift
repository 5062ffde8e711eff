import PluginKit

/// The lines of ``PluginStartIndex``: one entry written as lines, and lines read back into entries.
enum PluginStartIndexLines {
  typealias Refusal = PluginStartIndex.Refusal

  static func lines(of entry: PluginStartIndex.Entry) -> [String] {
    let plugin = entry.plugin
    let manifest = plugin.manifest
    let stamp = plugin.dev == nil ? "-" : PluginFileStamp.text(entry.devManifest)
    var lines = [
      line(
        "plugin", manifest.id, manifest.version, String(manifest.api.min), String(manifest.api.max),
        escape(manifest.names.en), optional(manifest.names.de), escape(manifest.executable), plugin.sha256,
        String(plugin.size), manifest.permissions.storage ? "1" : "0", optional(plugin.dev), stamp)
    ]
    for command in manifest.contributions.commands {
      lines.append(line("command", command.name, escape(command.summary.en), optional(command.summary.de)))
      for argument in command.arguments {
        lines.append(line("argument", argument.name, escape(argument.help), argument.optional ? "1" : "0"))
      }
      for option in command.options {
        lines.append(line("option", option.name, escape(option.help), option.flag ? "1" : "0"))
      }
    }
    for route in manifest.contributions.routes {
      lines.append(line("route", escape(route.pattern), escape(route.summary)))
    }
    for section in manifest.contributions.sections {
      lines.append(
        line("section", section.id, escape(section.slot), escape(section.title.en), optional(section.title.de)))
    }
    for tab in manifest.contributions.tabs {
      lines.append(line("tab", tab.id, escape(tab.title.en), optional(tab.title.de)))
    }
    lines += manifest.permissions.network.map { line("network", escape($0)) }
    lines += manifest.permissions.read.map { line("read", escape($0)) }
    return lines
  }

  /// The entries `lines` hold, each manifest validated.
  static func entries(_ lines: some Collection<ArraySlice<UInt8>>) throws(Refusal) -> [PluginStartIndex.Entry] {
    var entries: [PluginStartIndex.Entry] = []
    // The plugin being read, held apart so that each line appends to it in place (no copy of its arrays).
    var current: PluginStartIndex.Entry?
    for bytes in lines {
      let field = fields(bytes)
      if field.first == "plugin" {
        if let done = current.take() { entries.append(done) }
        current = try plugin(field)
        continue
      }
      guard var entry = current.take() else { throw Refusal(reason: "a contribution before any plugin") }
      try add(field, to: &entry.plugin.manifest)
      current = entry
    }
    if let done = current { entries.append(done) }
    for entry in entries {
      do {
        try entry.plugin.manifest.validate()
      } catch {
        throw Refusal(reason: "'\(error.field ?? "manifest")' of '\(entry.plugin.manifest.id)' breaks a rule")
      }
      guard entry.plugin.sha256.utf8.count == 64, entry.plugin.sha256.utf8.allSatisfy(isHexDigit),
        entry.plugin.size >= 0
      else { throw Refusal(reason: "no SHA-256 for '\(entry.plugin.manifest.id)'") }
    }
    return entries
  }

  private static func plugin(_ field: [String]) throws(Refusal) -> PluginStartIndex.Entry {
    guard field.count == 13 else { throw Refusal(reason: "a plugin line of \(field.count) fields") }
    let manifest = PluginManifest(
      id: field[1], version: field[2], api: .init(min: try number(field[3]), max: try number(field[4])),
      names: LocalizedText(en: try unescape(field[5]), de: try optional(field[6])), executable: try unescape(field[7]),
      permissions: .init(storage: field[10] == "1"))
    let dev = try optional(field[11])
    guard let stamp = PluginFileStamp.parse(field[12]), dev != nil || stamp == nil else {
      throw Refusal(reason: "a plugin line without its stamp")
    }
    let plugin = InstalledPlugin(manifest: manifest, sha256: field[8], size: try number(field[9]), dev: dev)
    return PluginStartIndex.Entry(plugin: plugin, devManifest: stamp)
  }

  /// Adds the contribution or permission `field` names to `manifest`.
  private static func add(_ field: [String], to manifest: inout PluginManifest) throws(Refusal) {
    switch (field.first ?? "", field.count) {
    case ("command", 4):
      let summary = LocalizedText(en: try unescape(field[2]), de: try optional(field[3]))
      manifest.contributions.commands.append(CommandSpec(name: field[1], summary: summary))
    case ("argument", 4), ("option", 4):
      guard !manifest.contributions.commands.isEmpty else {
        throw Refusal(reason: "an argument or option before any command")
      }
      let (name, help, on) = (field[1], try unescape(field[2]), field[3] == "1")
      let command = manifest.contributions.commands.count - 1
      if field[0] == "argument" {
        manifest.contributions.commands[command].arguments.append(ArgumentSpec(name: name, help: help, optional: on))
      } else {
        manifest.contributions.commands[command].options.append(OptionSpec(name: name, help: help, flag: on))
      }
    case ("route", 3):
      manifest.contributions.routes.append(RouteSpec(pattern: try unescape(field[1]), summary: try unescape(field[2])))
    case ("section", 5):
      let title = LocalizedText(en: try unescape(field[3]), de: try optional(field[4]))
      manifest.contributions.sections.append(SectionSpec(id: field[1], slot: try unescape(field[2]), title: title))
    case ("tab", 4):
      let title = LocalizedText(en: try unescape(field[2]), de: try optional(field[3]))
      manifest.contributions.tabs.append(TabSpec(id: field[1], title: title))
    case ("network", 2):
      manifest.permissions.network.append(try unescape(field[1]))
    case ("read", 2):
      manifest.permissions.read.append(try unescape(field[1]))
    default:
      throw Refusal(reason: "a line it does not know ('\(PluginHostText.clean(field.first ?? "", limit: 20))')")
    }
  }

  /// A line's tab-separated fields, as written (escapes kept).
  static func fields(_ line: ArraySlice<UInt8>) -> [String] {
    pieces(line, separator: 0x09).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `bytes` cut at every `separator`, empty pieces kept (as `split(separator:omittingEmptySubsequences: false)`,
  /// whose generic loop cost about ten times this one on a start index).
  static func pieces(_ bytes: ArraySlice<UInt8>, separator: UInt8) -> [ArraySlice<UInt8>] {
    var pieces: [ArraySlice<UInt8>] = []
    var start = bytes.startIndex
    bytes.withUnsafeBufferPointer { buffer in
      for offset in buffer.indices where buffer[offset] == separator {
        let end = bytes.startIndex + offset
        pieces.append(bytes[start..<end])
        start = end + 1
      }
    }
    pieces.append(bytes[start..<bytes.endIndex])
    return pieces
  }

  /// Whether `line` begins with `prefix`.
  static func hasPrefix(_ line: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Bool {
    guard line.count >= prefix.count else { return false }
    return line.withUnsafeBufferPointer { buffer in
      prefix.withUnsafeBufferPointer { wanted in
        wanted.indices.allSatisfy { buffer[$0] == wanted[$0] }
      }
    }
  }

  private static func line(_ fields: String...) -> String { fields.joined(separator: "\t") }

  private static func number(_ text: String) throws(Refusal) -> Int {
    guard let value = Int(text) else { throw Refusal(reason: "'\(text.prefix(20))' is not a number") }
    return value
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }

  /// `text` with `%` and every control byte written `%XX`, so that no field holds a tab or a line end.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x25 }) else { return text }
    var bytes: [UInt8] = []
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || byte == 0x25 {
        let digits = Array(String(byte, radix: 16, uppercase: true).utf8)
        bytes += [0x25] + (digits.count == 1 ? [0x30] + digits : digits)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func unescape(_ text: String) throws(Refusal) -> String {
    guard text.utf8.contains(0x25) else { return text }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == 0x25 else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { throw Refusal(reason: "a broken escape") }
      bytes.append(value)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func optional(_ text: String?) -> String { text.map { "=" + escape($0) } ?? "" }

  private static func optional(_ field: String) throws(Refusal) -> String? {
    guard !field.isEmpty else { return nil }
    guard field.hasPrefix("=") else { throw Refusal(reason: "an optional field without its '='") }
    return try unescape(String(field.dropFirst()))
  }
}
