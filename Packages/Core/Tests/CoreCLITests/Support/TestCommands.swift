import ArgumentParser
import Core
import CoreCLI
import Synchronization

/// Greets the names it is given with the greeting its module resolved.
struct GreetCommand: HostedCommand {
  struct Dependencies: Sendable {
    let greeting: String
  }

  static let configuration = CommandConfiguration(commandName: "greet", abstract: "Say hello.")

  @OptionGroup(title: "Host Options") var host: HostOptions
  @Flag var json = false
  @Argument var names: [String] = []

  func run(with dependencies: Dependencies, in context: CommandContext) async throws {
    try context.emit(Greeting(greeting: dependencies.greeting, names: names), json: json)
    context.console.note("greeted \(names.count)")
  }
}

/// What ``GreetCommand`` prints: one line per name, or one JSON document.
struct Greeting: CommandOutput {
  let greeting: String
  let names: [String]

  func lines(in style: TextStyle) -> [String] {
    names.map { "\(style.palette.paint(greeting, .heading)), \($0)" }
  }
}

/// Needs nothing and says so.
struct PingCommand: HostedCommand {
  @OptionGroup var host: HostOptions

  func run(with dependencies: Void, in context: CommandContext) async throws {
    context.console.print(context.language.pick(en: "pong", de: "pong auf Deutsch"))
  }
}

/// Words kept for the run: the dependencies the `store` subcommands share.
final class Shelf: Sendable {
  private let words = Mutex<[String]>([])

  func add(_ word: String) { words.withLock { $0.append(word) } }
  var all: [String] { words.withLock { $0 } }
}

/// `store add WORD` and `store list` (the default) over one shelf.
struct StoreCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let configuration = CommandConfiguration(
    commandName: "store", abstract: "Keep words.", subcommands: [StoreAdd.self, StoreList.self],
    defaultSubcommand: StoreList.self)
}

struct StoreAdd: HostedCommand {
  typealias Dependencies = Shelf
  static let configuration = CommandConfiguration(commandName: "add")

  @OptionGroup var host: HostOptions
  @Argument var word: String

  func run(with shelf: Shelf, in context: CommandContext) async throws {
    shelf.add(word)
    context.console.print("added \(word)")
  }
}

struct StoreList: HostedCommand {
  typealias Dependencies = Shelf
  static let configuration = CommandConfiguration(commandName: "list")

  @OptionGroup var host: HostOptions

  func run(with shelf: Shelf, in context: CommandContext) async throws {
    context.console.print(shelf.all.isEmpty ? "(empty)" : shelf.all.joined(separator: ", "))
  }
}

/// A group with no default subcommand: on its own it cannot run.
struct ToolsCommand: HostedCommandGroup {
  typealias Dependencies = Void
  static let configuration = CommandConfiguration(commandName: "tools", subcommands: [ToolsVersion.self])
}

struct ToolsVersion: HostedCommand {
  static let configuration = CommandConfiguration(commandName: "version")

  @OptionGroup var host: HostOptions

  func run(with dependencies: Void, in context: CommandContext) async throws {
    context.console.print("tools 1.0")
  }
}

/// A group that declares the shelf as its dependencies while one subcommand expects something else.
struct MixedCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let configuration = CommandConfiguration(
    commandName: "mixed", subcommands: [StoreAdd.self, ToolsVersion.self], defaultSubcommand: StoreAdd.self)
}
