import CoreTestSupport
import Foundation
import MosaicTestSupport
import Testing

/// Issue 8, the standing suite: generated argument vectors over every command's options — numbers at the
/// limits, huge and odd strings, unicode, empty values, repeated flags — each run by the built binary in a
/// sandbox (its own working directory, no keys, so no network). Every run ends with 0, 1, 64 or 74, a
/// failure says one `Error:` sentence first, ending in a full stop, what was typed is echoed without controls
/// and at most 60 characters at a time, and nothing traps.
@Suite struct ArgumentFuzzEndToEndTests {
  /// How many vectors one `make test` runs (`MOSAIC_FUZZ_ARGUMENTS=2100` runs more); the seed makes them the
  /// same every run.
  static let count = ProcessInfo.processInfo.environment["MOSAIC_FUZZ_ARGUMENTS"].flatMap { Int($0) } ?? 120
  static let seed: UInt64 = 0x6D6F_7361_6963

  @Test func generatedArguments_endCleanly() async throws {
    try await withSandbox { sandbox in
      var generator = ArgumentGenerator(seed: Self.seed, root: sandbox.root.path)
      let vectors = (0..<Self.count).map { _ in generator.next() }
      var failures: [String] = []
      // Two at a time: the machine has two cores and each run is a process.
      for pair in stride(from: 0, to: vectors.count, by: 2).map({ Array(vectors[$0..<min($0 + 2, vectors.count)]) }) {
        let results = try await withThrowingTaskGroup(of: ([String], CommandResult).self) { group in
          for arguments in pair {
            group.addTask {
              (arguments, try await sandbox.mosaic(arguments, output: .captured, timeout: .seconds(60)))
            }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
        for (arguments, result) in results {
          if let problem = Self.problem(result) { failures.append("\(arguments.debugDescription): \(problem)") }
        }
      }
      #expect(
        failures.isEmpty, "\(failures.count) of \(vectors.count) runs misbehaved:\n\(failures.joined(separator: "\n"))")
    }
  }

  /// What is wrong with how a run ended, or `nil`.
  static func problem(_ result: CommandResult) -> String? {
    guard [0, 1, 64, 74].contains(result.status) else { return "exit \(result.status)\n\(result)" }
    for marker in ["Fatal error", "Backtrac", "Illegal instruction", "Segmentation", "Thread 0 crashed"]
    where result.stderr.contains(marker) || result.stdout.contains(marker) {
      return "printed '\(marker)'\n\(result)"
    }
    guard result.status != 0 else { return nil }
    if let problem = echoProblem(result.stderr) { return "\(problem)\n\(result)" }
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.hasPrefix("Error: ") else { return "no 'Error:' sentence first\n\(result)" }
    if result.status == 1 {
      guard lines.count == 2, lines[1].isEmpty else { return "more than one line\n\(result)" }
      guard first.hasSuffix(".") || first.hasSuffix(".)") || first.hasSuffix("'") else {
        return "not a sentence\n\(result)"
      }
    }
    if result.status == 64 {
      // One sentence with a full stop; what follows is ArgumentParser's help and usage, never more of it.
      guard first.hasSuffix("."), !first.contains(". Did you mean") else { return "not one sentence\n\(result)" }
      let more = lines.dropFirst().filter { !$0.isEmpty }
      guard more.allSatisfy({ $0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.hasPrefix(" ") }) else {
        return "the sentence goes on past its line\n\(result)"
      }
    }
    return nil
  }

  /// What is wrong with how an error echoes the arguments, or `nil`: a control character, or a long value
  /// (the generator's 300 `x`s, 40,000 characters of `ab`) printed whole.
  static func echoProblem(_ text: String) -> String? {
    if let control = text.unicodeScalars.first(where: { $0 != "\n" && isControl($0) }) {
      return "a control character (U+\(String(control.value, radix: 16, uppercase: true))) reached standard error"
    }
    if text.contains(String(repeating: "x", count: 61)) || text.contains(String(repeating: "ab", count: 31)) {
      return "a long argument echoed whole"
    }
    return nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// Argument vectors for `mosaic`, from a seeded SplitMix64 (CoreTestSupport's ``SeededTestGenerator``).
struct ArgumentGenerator {
  private var generator: SeededTestGenerator
  let root: String

  init(seed: UInt64, root: String) {
    self.generator = SeededTestGenerator(seed: seed)
    self.root = root
  }

  private mutating func random() -> UInt64 { generator.next() }

  private mutating func pick<T>(_ values: [T]) -> T { values[Int(random() % UInt64(values.count))] }

  static let numbers = [
    "0", "1", "-1", "30", "31", "12", "13", "2147483647", "2147483648", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "999999999999999999", "1e9", "NaN", "0x10", "+5", " 2", "٣",
    "", "1.5",
  ]

  static let strings = [
    "", " ", "-", "--", "q5Aq-4pHXK9", ".", "..", "/", "a/b", "%2e%2e", "photo\u{1B}[2J", "\u{202E}gpj.exe",
    "line\nbreak", "Ünïcødé 📷", String(repeating: "x", count: 300), String(repeating: "ab", count: 20_000),
    "mosaic://photo/q5Aq-4pHXK9", "mosaic://gallery?page=999999999999999999", "mosaic://", "mosaic://nowhere",
    "http://example.com", "\t", "'; DROP TABLE favorites; --", "--json", "-x",
  ]

  /// A value for a path option: odd names inside the sandbox, or odd strings as they are.
  private mutating func path() -> String {
    let name = pick(Self.strings)
    return random() % 3 == 0 ? name : root + "/" + name
  }

  mutating func next() -> [String] {
    var arguments: [String]
    switch random() % 10 {
    case 0:
      arguments = ["gallery", "--page", pick(Self.numbers), "--per-page", pick(Self.numbers)]
    case 1:
      arguments = ["gallery"] + (random() % 2 == 0 ? ["--all"] : ["--page", pick(Self.numbers)])
    case 2:
      arguments = ["favorites", pick(["list", "add", "remove", "toggle", "bogus", ""])] + [pick(Self.strings)]
    case 3:
      arguments = ["photo", pick(Self.strings)] + (random() % 2 == 0 ? [pick(["--next", "--previous"])] : [])
    case 4:
      arguments = ["open", pick(Self.strings + Self.numbers.map { "mosaic://gallery?page=\($0)" })]
    case 5:
      arguments = [pick(["features", "doctor", "help", "--version", "--help"])]
      if arguments[0] == "doctor" { arguments.append("--offline") }
    case 6:
      arguments = ["export", "--output", path()]
    case 7:
      arguments = ["import", path()] + (random() % 2 == 0 ? ["--replace"] : [])
    case 8:
      arguments = [pick(["gallery", "favorites", "features"]), "--data-dir", path(), "--cache-dir", path()]
    default:
      arguments = [pick(Self.strings), pick(Self.strings)]
    }
    // Repeat a flag or add --json now and then.
    switch random() % 5 {
    case 0: arguments.append("--json")
    case 1: arguments += ["--json", "--json"]
    case 2: if let last = arguments.last { arguments.append(last) }
    default: break
    }
    return arguments
  }
}
