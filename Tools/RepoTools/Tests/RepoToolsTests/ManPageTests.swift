import Foundation
import RepoTools
import Testing

@Suite struct ManPageTests {
  static let help = """
    {"command": {"commandName": "mosaic", "abstract": "Browse photos.", "arguments": [
      {"kind": "flag", "names": [{"kind": "long", "name": "version"}], "abstract": "Show the version.",
       "shouldDisplay": true}],
     "subcommands": [{"commandName": "gallery", "abstract": "One page of photos.", "arguments": [
       {"kind": "option", "names": [{"kind": "long", "name": "page"}], "valueName": "page",
        "abstract": "The page to show.", "shouldDisplay": true},
       {"kind": "flag", "names": [{"kind": "long", "name": "hidden"}], "shouldDisplay": false}]},
      {"commandName": "help", "abstract": "Show help."}]}}
    """

  @Test func roff_hasTitleNameOptionsAndCommands() throws {
    let page = try ManPage(dumpHelpJSON: Data(Self.help.utf8), version: "1.2.3").roff()
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines.first == ".TH MOSAIC 1 \"\" \"mosaic 1.2.3\" \"User Commands\"")
    #expect(lines.contains("mosaic \\- Browse photos."))
    #expect(lines.contains("\\fB\\-\\-version\\fR"))
    #expect(lines.contains(".SS mosaic gallery"))
    #expect(lines.contains("\\fB\\-\\-page <page>\\fR"))
    #expect(!page.contains("hidden"))
    #expect(!page.contains(".SS mosaic help"))
  }

  @Test func roff_neverStartsALineWithAControlCharacterFromText() throws {
    let help = #"{"command": {"commandName": "x", "abstract": "a", "discussion": ".TH evil\n'quote"}}"#
    let page = try ManPage(dumpHelpJSON: Data(help.utf8), version: "1").roff()
    #expect(page.contains("\n\\&.TH evil\n\\&'quote\n"))
  }
}
