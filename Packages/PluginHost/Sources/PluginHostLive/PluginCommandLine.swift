import ArgumentParser
import PluginKit

/// A plugin command's words read against its manifest: positional arguments in order, `--name value` or
/// `--name=value` options, `--flag` flags, `--` ending options. A word it does not take is a usage error (exit 64).
///
/// ```swift
/// let line = try PluginCommandLine(["Berlin", "--units", "metric"], spec: spec)
/// line.arguments   // ["Berlin"]
/// ```
struct PluginCommandLine: Equatable {
  /// The longest single word passed to a plugin.
  static let maximumWordLength = 1000

  var arguments: [String] = []
  var options: [String: String] = [:]
  var flags: [String] = []

  init(_ words: [String], spec: CommandSpec) throws {
    var index = 0
    var optionsEnded = false
    let command = "mosaic \(spec.name)"
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.count <= Self.maximumWordLength else {
        throw ValidationError(
          "An argument of '\(command)' is longer than \(Self.maximumWordLength) characters; shorten it.")
      }
      if !optionsEnded, word == "--" {
        optionsEnded = true
        continue
      }
      guard !optionsEnded, word.hasPrefix("--") else {
        arguments.append(word)
        continue
      }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = spec.options.first(where: { $0.name == name }) else {
        let shown = PluginHostText.clean(word, limit: 40)
        throw ValidationError("'\(command)' has no option '\(shown)'; see `\(command) --help`.")
      }
      if option.flag {
        guard inline == nil else { throw ValidationError("'--\(name)' of '\(command)' takes no value; drop '=…'.") }
        if !flags.contains(name) { flags.append(name) }
      } else if let inline {
        options[name] = inline
      } else {
        guard index < words.count else {
          throw ValidationError("'--\(name)' of '\(command)' needs a value, like '--\(name) VALUE'.")
        }
        options[name] = words[index]
        index += 1
      }
    }
    let required = spec.arguments.filter { !$0.optional }.count
    if arguments.count < required {
      let missing = spec.arguments[arguments.count].name
      throw ValidationError("'\(command)' needs '<\(missing)>'; see `\(command) --help`.")
    }
    if arguments.count > spec.arguments.count {
      let extra = PluginHostText.clean(arguments[spec.arguments.count], limit: 40)
      throw ValidationError("'\(command)' does not take '\(extra)'; see `\(command) --help`.")
    }
  }

  /// ArgumentParser's configuration for `spec`: name, summary, usage and a help listing of what the plugin reads.
  static func configuration(for spec: CommandSpec, plugin: PluginManifest) -> CommandConfiguration {
    let arguments = spec.arguments.map { $0.optional ? "[<\($0.name)>]" : "<\($0.name)>" }
    let options = spec.options.map { $0.flag ? "[--\($0.name)]" : "[--\($0.name) <value>]" }
    var help = ["From the plugin '\(plugin.id)' \(plugin.version)."]
    if !spec.arguments.isEmpty { help.append("\nPLUGIN ARGUMENTS:") }
    help += spec.arguments.map { "  <\($0.name)>  \(PluginHostText.clean($0.help, limit: 200))" }
    if !spec.options.isEmpty { help.append("\nPLUGIN OPTIONS:") }
    help += spec.options.map {
      "  --\($0.name)\($0.flag ? "" : " <value>")  \(PluginHostText.clean($0.help, limit: 200))"
    }
    return CommandConfiguration(
      commandName: spec.name, abstract: PluginHostText.clean(spec.summary.en, limit: 80),
      usage: (["mosaic", spec.name] + arguments + options + ["[--json]"]).joined(separator: " "),
      discussion: help.joined(separator: "\n"))
  }
}
