/// A hot command's arguments read by hand, for the plain shapes scripts and prompts type most
/// (`gallery --page 2 --json`, `photo ID`), so the host can skip ArgumentParser's reflection on them.
///
/// It reads only what it is sure of: long flags it was told, long options it was told with a plain value
/// (`--page 2` or `--page=2`, a value that does not start with `-`), each at most once, and up to
/// `positionals` words. Anything else — help (`-h`, `--help`, `help`), an unknown or short option, a
/// missing value, `--`, a repeated option, one word too many — makes the initializer return `nil`, and the
/// host hands the whole line to ArgumentParser, which answers exactly as it always did. The host options
/// `--data-dir` and `--cache-dir` are always known.
///
/// ```swift
/// guard let arguments = QuickArguments(["--page", "2", "--json"], flags: ["--json"], options: ["--page"]),
///   let page = arguments.integer("--page", default: 1)
/// else { return nil }  // ArgumentParser decides
/// arguments.flag("--json")  // true
/// ```
public struct QuickArguments: Sendable {
  /// The host options every hosted command takes, as ``HostOptions`` names them.
  public static let hostOptions: Set<String> = ["--data-dir", "--cache-dir"]

  private var flags: Set<String> = []
  private var values: [String: String] = [:]
  /// The words that are neither options nor their values, in order.
  public private(set) var positionals: [String] = []

  /// Reads `arguments` (what follows the command's name), or returns `nil` for a line it does not read
  /// with certainty.
  ///
  /// - Parameters:
  ///   - flags: Long flags the command takes, like `--json`.
  ///   - options: Long options with one value, like `--page`; ``hostOptions`` are added.
  ///   - positionals: How many words the command takes.
  ///
  /// It takes the slice the host hands a quick parse, not any collection: a generic parameter left this
  /// initializer unspecialised in the commands' modules, and its iterator's metadata cost a scan of every
  /// conformance record of the binary on each hot command (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth
  /// part)").
  public init?(
    _ arguments: ArraySlice<String>, flags known: Set<String> = [], options: Set<String> = [],
    positionals limit: Int = 0
  ) {
    let options = options.union(Self.hostOptions)
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      guard argument.hasPrefix("-") else {
        // `help` in any place is ArgumentParser's to answer.
        guard positionals.count < limit, argument != "help" else { return nil }
        positionals.append(argument)
        continue
      }
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        let name = String(argument[..<equals])
        let value = String(argument[argument.index(after: equals)...])
        guard options.contains(name), Self.isPlain(value), values.updateValue(value, forKey: name) == nil else {
          return nil
        }
      } else if known.contains(argument) {
        guard flags.insert(argument).inserted else { return nil }
      } else if options.contains(argument) {
        guard let value = iterator.next(), Self.isPlain(value), values.updateValue(value, forKey: argument) == nil
        else { return nil }
      } else {
        return nil
      }
    }
  }

  /// Reads `arguments` as the slice initializer does.
  public init?(
    _ arguments: [String], flags known: Set<String> = [], options: Set<String> = [], positionals limit: Int = 0
  ) {
    self.init(arguments[...], flags: known, options: options, positionals: limit)
  }

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of the option `name`, or `nil` when it was not given.
  public func value(_ name: String) -> String? {
    values[name]
  }

  /// The option `name` as a whole number: `fallback` when it was not given, `nil` when its value is not
  /// plain decimal digits that fit (`+2`, `2.0`, a number too large), so that ArgumentParser words the error.
  public func integer(_ name: String, default fallback: Int) -> Int? {
    guard let value = values[name] else { return fallback }
    guard value.utf8.count <= 18, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(value)
  }

  /// `--data-dir` and `--cache-dir` as the command's ``HostOptions``.
  public var host: HostOptions {
    HostOptions(dataDirectory: values["--data-dir"], cacheDirectory: values["--cache-dir"])
  }

  /// A value the line certainly gives: not empty and not something ArgumentParser could take for an option.
  private static func isPlain(_ value: String) -> Bool {
    !value.isEmpty && !value.hasPrefix("-")
  }
}
