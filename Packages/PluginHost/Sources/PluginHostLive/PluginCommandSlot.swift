import ArgumentParser
import Core
import CoreCLI
import PluginKit
import Synchronization

/// A plugin's command as ArgumentParser sees it. ArgumentParser knows commands by type, and a plugin's commands are
/// known only at run time, so each is given a type of its own: `PluginCommandSlot<SlotZero>`,
/// `PluginCommandSlot<SlotNext<SlotZero>>`, … — distinct generic instances made on demand — whose configuration
/// (name, summary, usage, help) is looked up in ``PluginCommandTable`` by the slot's number. Everything after the name
/// is handed to the plugin's declared arguments and options, parsed by ``PluginCommandLine``.
struct PluginCommandSlot<Tag: SendableMetatype>: HostedCommand {
  typealias Dependencies = PluginCommandTarget

  static var configuration: CommandConfiguration {
    PluginCommandTable.configuration(of: SlotNumbers.number(of: Self.self))
  }

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Flag(help: "Print one JSON document.") var json = false

  /// The plugin's options are offered by the completion scripts, which ask `mosaic` for them as they complete.
  @Argument(
    parsing: .allUnrecognized, help: ArgumentHelp("The plugin's arguments and options.", visibility: .hidden),
    completion: .custom { _, _, prefix in
      PluginCommandTable.options(of: SlotNumbers.number(of: Self.self)).filter { $0.hasPrefix(prefix) }
    })
  var words: [String] = []

  func run(with target: PluginCommandTarget, in context: CommandContext) async throws {
    try await target.run(words, json: json, in: context)
  }
}

/// The tags that make slot types distinct: `SlotZero`, `SlotNext<SlotZero>`, … They carry no protocol a lookup at run
/// time would have to find (a constrained generic argument costs a scan of every conformance record when its
/// metadata is built from a mangled name); a slot type's number is recorded when it is contributed.
enum SlotZero {}
enum SlotNext<Previous: SendableMetatype>: SendableMetatype {}

/// The number of each slot type contributed so far.
enum SlotNumbers {
  private static let numbers = Mutex<[ObjectIdentifier: Int]>([:])

  static func record(_ type: Any.Type, as number: Int) {
    numbers.withLock { $0[ObjectIdentifier(type)] = number }
  }

  static func number(of type: Any.Type) -> Int {
    numbers.withLock { $0[ObjectIdentifier(type)] ?? -1 }
  }
}

/// Slot numbers by plugin command (`weather/weather`), and each slot's configuration.
enum PluginCommandTable {
  private static let table = Mutex<
    (slots: [String: Int], configurations: [CommandConfiguration], specs: [CommandSpec])
  >(
    ([:], [], []))

  /// The slot for `key`, its configuration set to `configuration` and its manifest entry to `spec`.
  static func slot(for key: String, configuration: CommandConfiguration, spec: CommandSpec) -> Int {
    table.withLock { table in
      if let slot = table.slots[key] {
        table.configurations[slot] = configuration
        table.specs[slot] = spec
        return slot
      }
      table.configurations.append(configuration)
      table.specs.append(spec)
      table.slots[key] = table.configurations.count - 1
      return table.configurations.count - 1
    }
  }

  /// Slot `slot`'s options (`--days`), for the completion scripts.
  static func options(of slot: Int) -> [String] {
    spec(of: slot)?.options.map { "--" + $0.name } ?? []
  }

  /// Slot `slot`'s manifest entry.
  static func spec(of slot: Int) -> CommandSpec? {
    table.withLock { (0..<$0.specs.count).contains(slot) ? $0.specs[slot] : nil }
  }

  static func configuration(of slot: Int) -> CommandConfiguration {
    table.withLock { (0..<$0.configurations.count).contains(slot) ? $0.configurations[slot] : CommandConfiguration() }
  }
}

/// Each slot's tag, made once: slot `n`'s is `SlotNext` of slot `n - 1`'s, so a slot costs one generic step, not `n`.
enum SlotTags {
  private static let tags = Mutex<[any SendableMetatype.Type]>([SlotZero.self])

  static func tag(_ slot: Int) -> any SendableMetatype.Type {
    tags.withLock { tags in
      func next<Tag: SendableMetatype>(_: Tag.Type) -> any SendableMetatype.Type { SlotNext<Tag>.self }
      while tags.count <= slot, let last = tags.last {
        tags.append(next(last))
      }
      return tags[min(max(slot, 0), tags.count - 1)]
    }
  }
}

extension ModuleRegistrar {
  /// Contributes slot `slot`'s command, run with what `dependencies` builds.
  func pluginCommand(
    slot: Int, dependencies: @escaping @Sendable (Resolver) throws -> PluginCommandTarget
  ) {
    func contribute<Tag: SendableMetatype>(_: Tag.Type) {
      SlotNumbers.record(PluginCommandSlot<Tag>.self, as: slot)
      command(PluginCommandSlot<Tag>.self, dependencies: dependencies)
    }
    contribute(SlotTags.tag(slot))
  }
}
