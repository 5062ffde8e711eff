import MosaicHost
import TestExpectations
import Testing

@Suite struct CommandCeilingTests {
  /// The echo of a wrong `MOSAIC_COMMAND_TIMEOUT` reads SafeText's table: C1 controls, `DEL` and bidirectional
  /// overrides show as `?` like C0 ones, so the sentence never carries a control the terminal would obey.
  @Test(arguments: ["1\u{9B}2J", "1\u{7F}", "1\u{202E}0", "1\u{1B}]2"])
  func aWrongValuesControls_showAsQuestionMarks(value: String) throws {
    let error = try #require(throws: HostError.self) {
      try CommandCeiling(environment: [CommandCeiling.variable: value])
    }
    #expect(error.code == .invalidSetting)
    let shown = try #require(error.value)
    #expect(shown.unicodeScalars.count == value.unicodeScalars.count)
    expectNone(shown.unicodeScalars) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
    #expect(shown.hasPrefix("1?"))
  }
}
