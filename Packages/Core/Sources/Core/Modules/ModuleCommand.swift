/// A command-line command a module contributes to the host.
///
/// Core only needs the command's name; `CoreCLI.HostedCommand` refines this protocol with argument
/// parsing and a `run(in:)` entry point, and supplies both requirements from the command's
/// configuration.
public protocol ModuleCommand: SendableMetatype {
  /// The subcommand name, as typed after `mosaic`.
  static var moduleCommandName: String { get }
  /// One line describing the command.
  static var moduleCommandAbstract: String { get }
}

/// A command and the module that contributed it.
public struct CommandContribution: Sendable {
  public let moduleID: String
  public let command: any ModuleCommand.Type

  public var name: String { command.moduleCommandName }
}
