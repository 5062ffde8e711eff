import Foundation

/// A man page (roff, section 1) from what an ArgumentParser tool prints for `--experimental-dump-help`:
/// the command, its options and every subcommand with theirs.
///
/// ```swift
/// let page = try ManPage(dumpHelpJSON: data, version: "0.1.0").roff()
/// // .TH MOSAIC 1 "" "mosaic 0.1.0" "User Commands"
/// ```
public struct ManPage: Sendable {
  struct Command: Sendable {
    var name: String
    var abstract: String
    var discussion: String
    var options: [(names: String, help: String)]
    var subcommands: [Command]
  }

  let root: Command
  let version: String
  /// Paragraphs after the commands: the environment, files and where to learn more.
  public var extraSections: [(title: String, text: String)] = []

  public init(dumpHelpJSON data: Data, version: String) throws {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let command = object["command"] as? [String: Any]
    else { throw RepoToolError.unreadableHelp }
    root = Self.command(command)
    self.version = version
  }

  public func roff() -> String {
    let name = root.name
    var lines = [
      ".TH \(name.uppercased()) 1 \"\" \"\(name) \(version)\" \"User Commands\"",
      ".SH NAME", "\(name) \\- \(escaped(root.abstract))",
      ".SH SYNOPSIS", ".B \(name)", "[\\fIoptions\\fR] \\fIcommand\\fR [\\fIarguments\\fR]",
    ]
    if !root.discussion.isEmpty { lines += [".SH DESCRIPTION", escaped(root.discussion)] }
    if !root.options.isEmpty { lines += [".SH OPTIONS"] + options(root.options) }
    if !root.subcommands.isEmpty {
      lines.append(".SH COMMANDS")
      for subcommand in root.subcommands { lines += section(subcommand, prefix: name) }
    }
    for (title, text) in extraSections { lines += [".SH \(title.uppercased())", escaped(text)] }
    return lines.joined(separator: "\n") + "\n"
  }

  private func section(_ command: Command, prefix: String) -> [String] {
    let full = "\(prefix) \(command.name)"
    var lines = [".SS \(escaped(full))", escaped(command.abstract)]
    if !command.discussion.isEmpty { lines += [".PP", escaped(command.discussion)] }
    lines += options(command.options)
    for subcommand in command.subcommands { lines += section(subcommand, prefix: full) }
    return lines
  }

  private func options(_ options: [(names: String, help: String)]) -> [String] {
    options.flatMap { option in [".TP", "\\fB\(escaped(option.names))\\fR", escaped(option.help)] }
  }

  /// Text safe in roff: backslashes and hyphens escaped, no line starting with a control character.
  func escaped(_ text: String) -> String {
    text.replacing("\\", with: "\\e").replacing("-", with: "\\-").split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
    .map { $0.isEmpty ? ".PP" : $0 }
    .joined(separator: "\n")
  }

  private static func command(_ object: [String: Any]) -> Command {
    let arguments = object["arguments"] as? [[String: Any]] ?? []
    let options = arguments.compactMap { argument -> (names: String, help: String)? in
      guard argument["shouldDisplay"] as? Bool ?? true else { return nil }
      let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
        guard let kind = name["kind"] as? String, let value = name["name"] as? String else { return nil }
        return kind == "short" ? "-\(value)" : "--\(value)"
      }
      let value = argument["valueName"] as? String
      let kind = argument["kind"] as? String
      let spelled: String
      if kind == "positional" {
        spelled = "<\(value ?? "value")>"
      } else if kind == "option", let value {
        spelled = names.joined(separator: ", ") + " <\(value)>"
      } else {
        spelled = names.joined(separator: ", ")
      }
      return (spelled, argument["abstract"] as? String ?? "")
    }
    let subcommands = (object["subcommands"] as? [[String: Any]] ?? []).map(command)
    return Command(
      name: object["commandName"] as? String ?? "", abstract: object["abstract"] as? String ?? "",
      discussion: object["discussion"] as? String ?? "", options: options,
      subcommands: subcommands.filter { $0.name != "help" })
  }
}
