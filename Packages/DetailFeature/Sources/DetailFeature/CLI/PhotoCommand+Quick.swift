import CoreCLI

/// `photo ID [--next|--previous] [--json]`, read without ArgumentParser; the picture (`--image`, `--width`,
/// `--graphics`), saving (`--save`), help and anything unusual go to ArgumentParser.
extension PhotoCommand: QuickParsable {
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<PhotoCommandServices>)? {
    guard
      let arguments = QuickArguments(arguments, flags: ["--next", "--previous", "--json"], positionals: 1),
      let id = arguments.positionals.first,
      // ArgumentParser refuses both, with its own words.
      !(arguments.flag("--next") && arguments.flag("--previous"))
    else { return nil }
    var command = PhotoCommand()
    command.host = arguments.host
    command.id = id
    command.direction = arguments.flag("--next") ? .next : arguments.flag("--previous") ? .previous : nil
    command.json = arguments.flag("--json")
    command.image = false
    command.width = nil
    command.graphics = "auto"
    command.save = false
    command.file = nil
    command.force = false
    command.open = false
    return command
  }
}
