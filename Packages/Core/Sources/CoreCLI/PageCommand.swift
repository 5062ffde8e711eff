import Core

/// A command that shows a page: it reads its line into a ``Core/Destination`` and hands it to that
/// destination's presenter — the presenter `mosaic open` hands a `mosaic://` URL's destination to. So
/// `mosaic photo X` and `mosaic open mosaic://photo/X` take one path by construction; the command holds no
/// presenter of its own and builds nothing but the destination and how to show it.
///
/// ```swift
/// struct PhotoCommand: PageCommand {
///   static let configuration = CommandConfiguration(commandName: "photo")
///   @OptionGroup(title: "Host Options") var host: HostOptions
///   @Argument var id: String
///   @Flag var json = false
///   func destination(in context: CommandContext) throws -> PhotoDestination { PhotoDestination(id: id) }
///   var presentation: PresentationOptions { PresentationOptions(json: json) }
/// }
/// registrar.command(PhotoCommand.self)
/// registrar.present(PhotoDestination.self, with: { resolver in PhotoPresenter(…) }) { presenter, destination, options, context in
///   try await presenter.show(destination, options: options, in: context)
/// }
/// ```
public protocol PageCommand: HostedCommand {
  /// The kind of page the command shows.
  associatedtype Target: Destination
  /// The page the command's line asks for.
  ///
  /// - Throws: A `ValidationError` or ``UsageError`` for a value only the run's language can word.
  func destination(in context: CommandContext) throws -> Target
  /// How the line asks for it to be shown (`--json`, pictures).
  var presentation: PresentationOptions { get }
}

extension PageCommand {
  /// Builds the destination and hands it to its presenter; the dependencies of a group's other subcommands
  /// are not needed here.
  public func run(with _: Dependencies, in context: CommandContext) async throws {
    try await context.present(try destination(in: context), options: presentation)
  }
}
