import Foundation
import TestExpectations
import Testing

@testable import CoreCLI

/// The one row both history lists print (`news history`, `gallery --history`).
struct HistoryRowTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  let date = Date(timeIntervalSince1970: 1_795_163_400)

  @Test func theText_paddedToForty_thenItsMinute() {
    let line = HistoryRow.line("misty lake", date, style: TextStyle(), timeZone: utc)
    expectEqual(line, "  misty lake" + String(repeating: " ", count: 30) + "  2026-11-20 08:30")
  }

  @Test func aLongText_isCutToItsColumns_andControlsNeverReachTheLine() {
    let line = HistoryRow.line(
      "a\u{1B}[2J" + String(repeating: "x", count: 60), date, style: TextStyle(), timeZone: utc)
    expectText(line, lacks: "\u{1B}")
    expectEqual(DisplayWidth.of(line), 2 + HistoryRow.textWidth + 2 + 16)
    expectText(line, hasSuffix: "…  2026-11-20 08:30")
  }

  @Test func theDate_takesTheSecondaryColor() {
    let line = HistoryRow.line("fog", date, style: TextStyle(palette: .dark), timeZone: utc)
    expectText(line, hasSuffix: Palette.dark.paint("2026-11-20 08:30", .secondary))
  }
}
