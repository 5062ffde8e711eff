import Core
import CoreCLI
import CoreTestSupport
import Testing

@Suite struct CommandContextTests {
  @Test func emit_text_printsOneLinePerOutputLine() throws {
    let captured = CapturedConsole()
    let context = CommandContext(console: captured.console)

    try context.emit(Greeting(greeting: "Hello", names: ["Ana", "Ben"]), json: false)

    #expect(captured.lines == ["Hello, Ana", "Hello, Ben"])
    #expect(captured.errors.isEmpty)
  }

  @Test func emit_json_printsOneDocumentOfTheSameModel() throws {
    let captured = CapturedConsole()
    let context = CommandContext(console: captured.console)

    try context.emit(Greeting(greeting: "Hello", names: ["Ana", "Ben"]), json: true)

    #expect(try captured.json() == ["greeting": "Hello", "names": ["Ana", "Ben"]])
    #expect(captured.output.hasSuffix("}\n"))
  }

  @Test func emit_text_usesTheStylesPalette() throws {
    let captured = CapturedConsole()
    let style = TextStyle(palette: Palette(codes: [.heading: "1"]))

    try CommandContext(console: captured.console, style: style).emit(
      Greeting(greeting: "Hi", names: ["Ana"]), json: false)

    #expect(captured.lines == ["\u{1B}[1mHi\u{1B}[0m, Ana"])
  }

  @Test func language_comesFromTheStyle() {
    let console = CapturedConsole().console

    #expect(CommandContext(console: console).language == .english)
    #expect(CommandContext(console: console, style: TextStyle(language: .german)).language == .german)
  }

  @Test func defaultStyle_isEnglishPlainAndAHundredColumns() {
    let style = TextStyle()

    #expect(style.language == .english)
    #expect(style.width == 100)
    #expect(style.palette == .plain)
  }
}
