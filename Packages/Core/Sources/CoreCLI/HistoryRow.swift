import Foundation

/// One row of a history list on the command line (`mosaic news history`, `mosaic gallery --history`): the
/// text on one line (control characters removed) padded to ``textWidth`` columns, then its minute in the
/// secondary color. It takes the text and the date rather than an entry type, so Core needs no store's model.
///
/// ```swift
/// HistoryRow.line("misty lake", Date(timeIntervalSince1970: 1_795_163_400), style: TextStyle())
/// // "  misty lake                                2026-11-20 08:30" (in UTC)
/// ```
public enum HistoryRow {
  /// The columns the text takes before its date; a longer text is cut with `…`.
  public static let textWidth = 40

  /// `text` padded to ``textWidth``, then `date` as `yyyy-MM-dd HH:mm` in `timeZone`, indented by two spaces.
  public static func line(_ text: String, _ date: Date, style: TextStyle, timeZone: TimeZone = .current) -> String {
    "  " + TerminalText.pad(TerminalText.line(text), width: textWidth) + "  "
      + style.palette.paint(LocalTimestamp.minute(date, in: timeZone), .secondary)
  }
}
