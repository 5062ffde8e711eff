import CoreCLI
import PluginKit

/// A plugin command's everyday lines (`mosaic moon 2026-01-01 --days 3 --json`) read without ArgumentParser, whose
/// reflection over the command tree cost more than a third of the host's share of a plugin command's time.
extension PluginCommandSlot: QuickParsable {
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<PluginCommandTarget>)? {
    guard let spec = PluginCommandTable.spec(of: SlotNumbers.number(of: Self.self)),
      let line = PluginQuickLine(arguments, spec: spec)
    else { return nil }
    var command = Self()
    command.host = line.host
    command.json = line.json
    command.words = line.words
    return command
  }
}

/// What ArgumentParser makes of a plugin command's line when every word is one it reads the same way: `--json` and
/// the host options taken out, the rest — plain words, and the manifest's own options (`--ascii`, `--days 3`,
/// `--days=3`) — kept in order as the words handed to ``PluginCommandLine``. Help, `--`, a short or unknown option, a
/// value that looks like an option, a word given twice where ArgumentParser would refuse it, or a manifest option that
/// shares a host option's name: `nil`, and ArgumentParser reads the line as before.
struct PluginQuickLine {
  var host = HostOptions()
  var json = false
  var words: [String] = []

  init?(_ arguments: some Collection<String>, spec: CommandSpec) {
    let reserved = QuickArguments.hostOptions.union(["--json", "--help", "--version"])
    let options = Dictionary(spec.options.map { ("--" + $0.name, $0.flag) }) { first, _ in first }
    guard options.keys.allSatisfy({ !reserved.contains($0) }) else { return nil }
    var hostValues: [String: String] = [:]
    var iterator = arguments.makeIterator()
    while let word = iterator.next() {
      guard word.hasPrefix("-") else {
        guard word != "help" else { return nil }
        words.append(word)
        continue
      }
      let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
      let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
      if word == "--json" {
        guard !json else { return nil }
        json = true
      } else if QuickArguments.hostOptions.contains(name) {
        guard let value = inline ?? iterator.next(), Self.isPlain(value),
          hostValues.updateValue(value, forKey: name) == nil
        else { return nil }
      } else if let flag = options[name], name.hasPrefix("--"), name.count > 2 {
        words.append(word)
        guard !flag, inline == nil else { continue }
        guard let value = iterator.next(), Self.isPlain(value) else { return nil }
        words.append(value)
      } else {
        return nil
      }
    }
    host = HostOptions(dataDirectory: hostValues["--data-dir"], cacheDirectory: hostValues["--cache-dir"])
  }

  /// A value ArgumentParser could not take for an option or for help.
  private static func isPlain(_ value: String) -> Bool {
    !value.isEmpty && !value.hasPrefix("-") && value != "help"
  }
}
