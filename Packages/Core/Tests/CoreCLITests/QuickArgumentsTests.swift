import CoreCLI
import TestExpectations
import Testing

struct QuickArgumentsTests {
  struct Line: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// `nil` when the line is left to ArgumentParser; else the flags, values and words read.
    let read: (flags: [String], values: [String: String], words: [String])?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let lines: [Line] = [
    Line(arguments: [], read: ([], [:], [])),
    Line(arguments: ["--json"], read: (["--json"], [:], [])),
    Line(arguments: ["--page", "2", "--json"], read: (["--json"], ["--page": "2"], [])),
    Line(arguments: ["--page=2"], read: ([], ["--page": "2"], [])),
    Line(
      arguments: ["id", "--data-dir", "/d", "--cache-dir=/c"],
      read: ([], ["--data-dir": "/d", "--cache-dir": "/c"], ["id"])),
    Line(arguments: ["--page=a=b"], read: ([], ["--page": "a=b"], [])),
    Line(arguments: ["--page"], read: nil),
    Line(arguments: ["--page", "--json"], read: nil),
    Line(arguments: ["--page", "-1"], read: nil),
    Line(arguments: ["--page="], read: nil),
    Line(arguments: ["--page", "1", "--page", "2"], read: nil),
    Line(arguments: ["--page=1", "--page", "2"], read: nil),
    Line(arguments: ["--json", "--json"], read: nil),
    Line(arguments: ["--json=true"], read: nil),
    Line(arguments: ["--"], read: nil),
    Line(arguments: ["-h"], read: nil),
    Line(arguments: ["--help"], read: nil),
    Line(arguments: ["help"], read: nil),
    Line(arguments: ["-"], read: nil),
    Line(arguments: ["--other"], read: nil),
    Line(arguments: ["id", "more"], read: nil),
  ]

  @Test(arguments: lines)
  func reads_onlyWhatItIsSureOf(_ line: Line) {
    let read = QuickArguments(line.arguments, flags: ["--json"], options: ["--page"], positionals: 1)
    guard let expected = line.read else {
      expectNil(read)
      return
    }
    guard let read else {
      Issue.record("not read")
      return
    }
    for flag in ["--json", "--all"] { expectEqual(read.flag(flag), expected.flags.contains(flag)) }
    for name in ["--page", "--data-dir", "--cache-dir"] { expectEqual(read.value(name), expected.values[name]) }
    expectEqual(read.positionals, expected.words)
    expectEqual(read.host.dataDirectory, expected.values["--data-dir"])
    expectEqual(read.host.cacheDirectory, expected.values["--cache-dir"])
  }

  @Test(
    arguments: [
      ("1", 1), ("007", 7), ("999999999999999999", 999_999_999_999_999_999), ("+2", nil), ("2.0", nil),
      ("9999999999999999999", nil), ("٣", nil),
    ] as [(String, Int?)])
  func integer_readsPlainDecimalDigitsOnly(_ text: String, _ value: Int?) throws {
    let read = try requireValue(QuickArguments(["--page", text], options: ["--page"]))
    expectEqual(read.integer("--page", default: 5), value)
  }

  @Test func integer_isTheDefault_whenNotGiven() throws {
    try expectEqual(requireValue(QuickArguments([String]())).integer("--page", default: 5), 5)
  }
}

/// The initializer takes the host's slice concretely (no generic parameter left unspecialised); a slice that
/// does not start at index 0, as `arguments.dropFirst()` gives it, reads as the same words in an array.
struct QuickArgumentsSliceTests {
  @Test(arguments: [
    ["gallery", "--page", "2", "--json"], ["photo", "id", "--next"], ["favorites", "--json"], ["news", "--page=3"],
    ["gallery", "--page"], ["photo", "a", "b"], ["gallery"],
  ])
  func aSliceAfterTheCommandName_readsAsThatArray(line: [String]) {
    let slice = line.dropFirst()
    let array = Array(slice)
    let fromSlice = QuickArguments(slice, flags: ["--json", "--next"], options: ["--page"], positionals: 1)
    let fromArray = QuickArguments(array, flags: ["--json", "--next"], options: ["--page"], positionals: 1)
    expectEqual((fromSlice == nil), (fromArray == nil))
    expectEqual(fromSlice?.positionals, fromArray?.positionals)
    for flag in ["--json", "--next"] { expectEqual(fromSlice?.flag(flag), fromArray?.flag(flag)) }
    expectEqual(fromSlice?.value("--page"), fromArray?.value("--page"))
    if line == ["gallery", "--page", "2", "--json"] {
      expectEqual(fromSlice?.integer("--page", default: 1), 2)
      expectEqual(fromSlice?.flag("--json"), true)
    }
  }
}
