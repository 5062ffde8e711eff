import Testing

/// How README lines become the forms ``ReadmeCommandsEndToEndTests`` runs (no binary needed).
@Suite struct ReadmeCommandsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let line: String
    let forms: [String]
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "bare", line: "mosaic features", forms: ["features"]),
    Case(
      id: "options one at a time, then all", line: "mosaic gallery [--page N] [--json]   # a comment [--x]",
      forms: ["gallery", "gallery --page N", "gallery --json", "gallery --page N --json"]),
    Case(
      id: "choices in brackets", line: "mosaic favorites [list|add ID] [--json]",
      forms: ["favorites", "favorites list", "favorites add ID", "favorites --json", "favorites list --json"]),
    Case(
      id: "choices with spaces", line: "mosaic news history [delete TEXT | clear]",
      forms: ["news history", "news history delete TEXT", "news history clear"]),
    Case(
      id: "an alternative tail", line: "mosaic news save ID | unsave ID  # ID as listed",
      forms: ["news save ID", "news unsave ID"]),
    Case(
      id: "a shell pipe is dropped", line: "mosaic features --graph | dot -Tsvg > runtime.svg",
      forms: ["features --graph"]),
  ]

  @Test(arguments: cases)
  func line_expandsIntoItsForms(_ example: Case) {
    let forms = ReadmeCommands.forms(in: "```sh\n\(example.line)\n```").map { $0.words.joined(separator: " ") }
    #expect(forms == example.forms)
  }

  @Test func onlyCodeBlocksCount_andRepeatsAreDropped() {
    let markdown = "mosaic outside\n```\nmosaic cache\nmosaic cache\nmake run\n```\nmosaic after"
    #expect(ReadmeCommands.forms(in: markdown).map(\.words) == [["cache"]])
  }

  @Test func placeholders_areFilled_andAnUnknownOneFails() throws {
    let values = ReadmePlaceholders(photoID: "p", articleID: "a", articleURL: "u", file: "f.json")
    #expect(try values.fill(["photo", "ID", "--width", "COLUMNS"]) == ["photo", "p", "--width", "60"])
    #expect(try values.fill(["news", "open", "ID"]) == ["news", "open", "a"])
    #expect(try values.fill(["news", "watch"]) == ["news", "watch", "--polls", "1"])
    #expect(try values.fill(["news", "watch", "--polls", "N"]) == ["news", "watch", "--polls", "1"])
    #expect(try values.fill(["news", "watch", "--once"]) == ["news", "watch", "--once"])
    #expect(try values.fill(["ui", "mosaic://…"]) == ["ui", "mosaic://photo/p"])
    #expect(try values.fill(["open", "mosaic://photo/ID"]) == ["open", "mosaic://photo/p"])
    #expect(throws: ReadmeCommandError.self) { try values.fill(["gallery", "SECRET"]) }
  }
}
