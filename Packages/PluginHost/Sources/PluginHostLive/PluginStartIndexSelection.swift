/// Which entries of ``PluginStartIndex`` a run reads: every one, or only those a page's slot can show.
///
/// `mosaic photo ID` shows the sections plugins contribute to the photo page and nothing else of theirs, so it reads
/// the entries that name a section in that slot (and every dev plugin's, whose manifest's stamp the run must check)
/// and skips the others unread: no fields split, no manifest built or validated. The whole file's checksum and
/// stamp are still checked first, and what is read is validated as a full read validates it.
enum PluginStartIndexSelection: Equatable, Sendable {
  /// Every entry (`plugins list`, help, a plugin's command, a route, the terminal app).
  case every
  /// The entries with a section in the slot, and every dev plugin's.
  case sections(in: String)

  /// The lines of the entries this selection reads, in order; lines before the first `plugin` line are kept (the
  /// reader refuses them).
  func lines(_ lines: ArraySlice<ArraySlice<UInt8>>) -> [ArraySlice<UInt8>] {
    guard case .sections(let slot) = self else { return Array(lines) }
    let wanted = Array(PluginStartIndexLines.escape(slot).utf8)
    var kept: [ArraySlice<UInt8>] = []
    var entryStart = lines.startIndex
    var keepEntry = true
    for position in lines.indices {
      let line = lines[position]
      if PluginStartIndexLines.hasPrefix(line, Self.pluginPrefix) {
        if keepEntry { kept += lines[entryStart..<position] }
        entryStart = position
        keepEntry = Self.isDev(line)
      } else if !keepEntry, PluginStartIndexLines.hasPrefix(line, Self.sectionPrefix) {
        keepEntry = Self.field(2, of: line).elementsEqual(wanted)
      }
    }
    if keepEntry { kept += lines[entryStart..<lines.endIndex] }
    return kept
  }

  private static let pluginPrefix = Array("plugin\t".utf8)
  private static let sectionPrefix = Array("section\t".utf8)

  /// Whether a `plugin` line names a dev folder (its twelfth field is not empty), or is not one the reader accepts
  /// (kept, so the reader refuses it as a full read does).
  private static func isDev(_ line: ArraySlice<UInt8>) -> Bool {
    let fields = PluginStartIndexLines.pieces(line, separator: 0x09)
    return fields.count != 13 || !fields[11].isEmpty
  }

  /// The field at `position` of a tab-separated line, empty when it has fewer.
  private static func field(_ position: Int, of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let fields = PluginStartIndexLines.pieces(line, separator: 0x09)
    return position < fields.count ? fields[position] : []
  }
}
