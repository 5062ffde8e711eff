import ArgumentParser
import Core

/// A command a module contributes to `mosaic`: parsed by swift-argument-parser, run by the host with
/// a ``CommandContext`` once the registry has booted.
///
/// ```swift
/// struct GalleryCommand: HostedCommand {
///   static let configuration = CommandConfiguration(commandName: "gallery", abstract: "List photos.")
///   @OptionGroup(title: "Host Options") var host: HostOptions
///   @Flag var json = false
///   func run(in context: CommandContext) async throws {
///     let photos = try context.resolve(PhotoClient.self)
///     ...
///   }
/// }
/// ```
public protocol HostedCommand: AsyncParsableCommand, ModuleCommand {
  /// Where the host finds data and cache directories for this run.
  var host: HostOptions { get }
  /// The command's work, with the host's services at hand.
  func run(in context: CommandContext) async throws
}

extension HostedCommand {
  public static var moduleCommandName: String { configuration.commandName ?? _commandName }
  public static var moduleCommandAbstract: String { configuration.abstract }

  /// Hosted commands need the host's services; run them through `mosaic`, never on their own.
  public mutating func run() async throws {
    throw ValidationError(
      "'\(Self.moduleCommandName)' needs the mosaic host's services; run it as `mosaic \(Self.moduleCommandName)`."
    )
  }
}
