import PluginKit

/// What a run reads of the installed plugins: `plugins/index.start`, a copy of `index.json` in lines of
/// tab-separated fields, read without `Codable` (decoding the JSON index cost about 3 ms for 20 plugins, most of
/// what 20 installed plugins added to `mosaic gallery`). `index.json` stays the record `plugins add`, `trust` and
/// `remove` write; this file is made from it and names its stamp (and each dev plugin's manifest's), so a run
/// trusts it only while those files are unchanged, its checksum matches, and every manifest in it passes the
/// manifest's rules again. Anything else and the run rebuilds it from `index.json`.
///
/// ```
/// mosaic-plugins-start	1
/// source	DEV,INODE,SIZE,MSEC,MNSEC,CSEC,CNSEC
/// plugin	ID	VERSION	APIMIN	APIMAX	NAME	=GERMAN	EXECUTABLE	SHA256	SIZE	STORAGE	=DEVFOLDER	DEVSTAMP
/// command	NAME	SUMMARY	=GERMAN
/// argument	NAME	HELP	OPTIONAL        (of the command above)
/// option	NAME	HELP	FLAG
/// route	PATTERN	SUMMARY
/// section	ID	SLOT	TITLE	=GERMAN
/// tab	ID	TITLE	=GERMAN
/// network	ORIGIN
/// read	ITEM
/// end	LINES	FNV1A64
/// ```
///
/// An optional field is empty when absent and `=`-led when present; `%`, tabs, line ends and other control bytes
/// in a field are written `%XX`.
struct PluginStartIndex: Equatable, Sendable {
  static let header = "mosaic-plugins-start\t1"
  /// The largest start index read, as the JSON index.
  static let maximumBytes = 4 << 20

  struct Entry: Equatable, Sendable {
    var plugin: InstalledPlugin
    /// The dev plugin's manifest's stamp when it was read (`nil`: missing or unreadable, the recorded one stood).
    var devManifest: PluginFileStamp?
  }

  /// The stamp of `index.json` this was made from.
  var source: PluginFileStamp
  var entries: [Entry]

  /// Why bytes are not a start index this run may use.
  struct Refusal: Error, Equatable {
    let reason: String
  }

  /// The file's bytes.
  func encoded() -> [UInt8] {
    var lines = [Self.header, "source\t" + PluginFileStamp.text(source)]
    for entry in entries {
      lines += PluginStartIndexLines.lines(of: entry)
    }
    var text = lines.joined(separator: "\n") + "\n"
    text += "end\t\(lines.count)\t\(Self.checksum(Array(text.utf8)))\n"
    return Array(text.utf8)
  }

  /// Reads a start index: the header, the checksum, then the lines of the entries `selection` reads; each manifest
  /// read is validated again.
  ///
  /// - Throws: ``Refusal`` naming what is wrong (truncated, a checksum that does not match, an unknown line, a
  ///   manifest that breaks a rule).
  init(bytes: [UInt8], selection: PluginStartIndexSelection = .every) throws(Refusal) {
    guard bytes.count <= Self.maximumBytes else { throw Refusal(reason: "larger than 4 MiB") }
    guard bytes.last == 0x0A, let lastBreak = bytes.dropLast().lastIndex(of: 0x0A) else {
      throw Refusal(reason: "truncated")
    }
    let covered = bytes[...lastBreak]
    let end = PluginStartIndexLines.fields(bytes[(lastBreak + 1)..<(bytes.count - 1)])
    let lines = PluginStartIndexLines.pieces(covered, separator: 0x0A).dropLast()
    guard end.count == 3, end[0] == "end", end[1] == String(lines.count), end[2] == Self.checksum(Array(covered))
    else { throw Refusal(reason: "truncated or changed (its checksum does not match)") }
    guard lines.count >= 2, String(decoding: lines[lines.startIndex], as: UTF8.self) == Self.header else {
      throw Refusal(reason: "not a start index of this version")
    }
    let sourceFields = PluginStartIndexLines.fields(lines[lines.startIndex + 1])
    guard sourceFields.count == 2, sourceFields[0] == "source", let stamp = PluginFileStamp.parse(sourceFields[1]),
      let stamp
    else { throw Refusal(reason: "no source stamp") }
    source = stamp
    entries = try PluginStartIndexLines.entries(selection.lines(lines.dropFirst(2)))
  }

  init(source: PluginFileStamp, entries: [Entry]) {
    self.source = source
    self.entries = entries
  }

  /// FNV-1a, 64 bits, as 16 hexadecimal digits: finds a cut or a changed byte (not a forgery, which needs no
  /// checksum: whoever can write this file can write `index.json`).
  static func checksum(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
