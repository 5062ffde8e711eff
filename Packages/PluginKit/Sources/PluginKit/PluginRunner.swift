import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a plugin written in Swift: answers the handshake, reads requests from standard input, hands each to its
/// handler and writes the reply. Standard output is kept for frames: the runner moves it aside first, so a stray
/// `print` lands in standard error (the plugin's log) instead of corrupting the channel.
///
/// The handshake's answer stays within the versions the plugin's manifest declares (`api`): ``run()`` reads them
/// from `mosaic-plugin.json` beside the executable (where the host keeps it), unless `api` was given. A plugin whose
/// manifest says `"max": 1` answers 1 even to a host offering 2.
///
/// ```swift
/// var runner = PluginRunner(id: "hello", version: "1.0.0")
/// runner.command("hello") { call in PluginOutput(lines: ["Hello, \(call.arguments.first ?? "world")!"]) }
/// exit(runner.run())
/// ```
public struct PluginRunner: Sendable {
  /// A command request as the handler sees it.
  public struct CommandCall: Sendable {
    public let command: String
    public let arguments: [String]
    public let options: [String: String]
    public let flags: [String]
    /// `en` or `de`.
    public let language: String
    /// The host's services (protocol 2): HTTP to declared origins, the plugin's storage, the person's data.
    public let host: HostServices
  }

  /// A route request: the URL and the pattern's parameters (and the query's).
  public struct RouteCall: Sendable {
    public let url: String
    public let parameters: [String: String]
    public let language: String
    public let host: HostServices
  }

  /// A section request: the section's id and the page's subject (on the photo page: `id`, `author`, `blurHash`, …).
  public struct SectionCall: Sendable {
    public let section: String
    public let subject: [String: String]
    public let language: String
    public let host: HostServices
  }

  /// A tab request (protocol 2): the tab's id.
  public struct TabCall: Sendable {
    public let tab: String
    public let language: String
    public let host: HostServices
  }

  /// An action request: the item, the action's id, and the section or tab (protocol 2) that listed the item.
  public struct ActionCall: Sendable {
    public let section: String?
    public let tab: String?
    public let item: String
    public let action: String
    public let language: String
    public let host: HostServices
  }

  public let id: String
  public let version: String
  /// The protocol versions the manifest declares; `nil` until ``run()`` reads them (when there is no manifest to
  /// read, every version this SDK speaks).
  public private(set) var api: ClosedRange<Int>?
  private var commands: [String: @Sendable (CommandCall) throws -> PluginOutput] = [:]
  private var routeHandler: (@Sendable (RouteCall) throws -> PluginOutput)?
  private var sections: [String: @Sendable (SectionCall) throws -> [PluginItem]] = [:]
  private var tabs: [String: @Sendable (TabCall) throws -> [PluginItem]] = [:]
  private var actionHandler: (@Sendable (ActionCall) throws -> String?)?

  /// A runner for the plugin `id` at `version`; `api`, when given, stands for the manifest's `api` range.
  public init(id: String, version: String, api: ClosedRange<Int>? = nil) {
    self.id = id
    self.version = version
    self.api = api
  }

  /// Answers `mosaic NAME …`.
  public mutating func command(_ name: String, _ handler: @escaping @Sendable (CommandCall) throws -> PluginOutput) {
    commands[name] = handler
  }

  /// Answers every route of the manifest.
  public mutating func route(_ handler: @escaping @Sendable (RouteCall) throws -> PluginOutput) {
    routeHandler = handler
  }

  /// Fills the section `id`.
  public mutating func section(_ id: String, _ handler: @escaping @Sendable (SectionCall) throws -> [PluginItem]) {
    sections[id] = handler
  }

  /// Fills the terminal-app tab `id` (protocol 2).
  public mutating func tab(_ id: String, _ handler: @escaping @Sendable (TabCall) throws -> [PluginItem]) {
    tabs[id] = handler
  }

  /// Performs items' actions; what it returns is the one sentence the host shows (`nil`: just done).
  public mutating func action(_ handler: @escaping @Sendable (ActionCall) throws -> String?) {
    actionHandler = handler
  }

  /// Serves requests until `shutdown` or the end of standard input; returns the exit status.
  public func run() -> Int32 {
    var runner = self
    if runner.api == nil { runner.api = Self.declaredVersions(of: id, beside: CommandLine.arguments.first ?? "") }
    return runner.serve()
  }

  /// The `api` range of the manifest in the folder of `executable`, when it is this plugin's (`id`) and valid.
  static func declaredVersions(of id: String, beside executable: String) -> ClosedRange<Int>? {
    guard !executable.isEmpty else { return nil }
    let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent(PluginProtocol.manifestName).path)
    else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: PluginProtocol.maximumManifestBytes + 1),
      let manifest = try? PluginManifest.decode(Array(data)), manifest.id == id
    else { return nil }
    return manifest.api.min...manifest.api.max
  }

  private func serve() -> Int32 {
    let output = dup(1)
    guard output >= 0 else { return 70 }
    _ = dup2(2, 1)
    let channel = PluginChannel(input: 0, output: output)
    var language = "en"
    var host = HostServices.unavailable
    do {
      while let frame = try channel.next() {
        let request = try JSONDecoder().decode(PluginRequest.self, from: Data(frame))
        if request.type == .hello {
          language = request.language ?? "en"
          let chosen = Self.chosenVersion(request.protocols ?? [], within: api)
          host = HostServices(
            grants: request.grants ?? PluginManifest.Permissions(), protocolVersion: chosen ?? 1, channel: channel)
        }
        try channel.send(answer(request, language: language, host: host))
        if request.type == .shutdown { return 0 }
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("plugin \(id): \(error)\n".utf8))
      return 65
    }
  }

  /// The highest version the host (`offered`), this SDK and the manifest's range (`api`; `nil`: any) all admit.
  static func chosenVersion(_ offered: [Int], within api: ClosedRange<Int>?) -> Int? {
    Set(offered).intersection(PluginProtocol.versions).filter { api?.contains($0) ?? true }.max()
  }

  /// The reply to `request`; a handler's error becomes an `error` reply with its description.
  func answer(_ request: PluginRequest, language: String, host: HostServices = .unavailable) -> PluginReply {
    do {
      switch request.type {
      case .hello:
        guard let chosen = Self.chosenVersion(request.protocols ?? [], within: api) else {
          return .error("no shared protocol version", id: 0)
        }
        return .hello(protocol: chosen, plugin: id, version: version)
      case .run:
        guard let name = request.command, let handler = commands[name] else {
          return .error("This plugin has no command '\(request.command ?? "")'.", id: request.id)
        }
        let call = CommandCall(
          command: name, arguments: request.arguments ?? [], options: request.options ?? [:],
          flags: request.flags ?? [], language: language, host: host)
        return .output(try handler(call), id: request.id)
      case .route:
        guard let routeHandler else { return .error("This plugin has no routes.", id: request.id) }
        let call = RouteCall(
          url: request.url ?? "", parameters: request.parameters ?? [:], language: language, host: host)
        return .output(try routeHandler(call), id: request.id)
      case .section:
        guard let name = request.section, let handler = sections[name] else {
          return .error("This plugin has no section '\(request.section ?? "")'.", id: request.id)
        }
        let call = SectionCall(section: name, subject: request.subject ?? [:], language: language, host: host)
        return .items(try handler(call), id: request.id)
      case .tab:
        guard let name = request.tab, let handler = tabs[name] else {
          return .error("This plugin has no tab '\(request.tab ?? "")'.", id: request.id)
        }
        return .items(try handler(TabCall(tab: name, language: language, host: host)), id: request.id)
      case .action:
        var reply = PluginReply(type: .done, id: request.id)
        let call = ActionCall(
          section: request.section, tab: request.tab, item: request.item ?? "", action: request.action ?? "",
          language: language, host: host)
        reply.message = try actionHandler?(call)
        return reply
      case .shutdown, .result:
        return PluginReply(type: .done, id: request.id)
      }
    } catch {
      return .error(String(describing: error), id: request.id)
    }
  }
}
