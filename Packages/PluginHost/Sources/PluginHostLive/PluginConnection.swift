import Foundation
import PluginKit
import Synchronization

/// A started plugin after a successful handshake: sends one request at a time and reads its reply within the
/// deadline and the size cap. Every failure is a ``PluginHostError`` naming the plugin; after one the connection is
/// finished (the process is killed) and the next use starts the plugin again.
///
/// ```swift
/// let connection = try PluginConnection.open(plugin, store: store, limits: .standard, language: "en")
/// let reply = try await connection.send(request, calls: handler)
/// ```
public final class PluginConnection: Sendable {
  public let plugin: InstalledPlugin
  /// The Landlock ABI the process runs under, 0 for none.
  public var landlockABI: Int32 { process.landlockABI }
  public var pid: Int32 { process.pid }
  /// The protocol version the handshake settled on (0 until it did).
  public var protocolVersion: Int { state.withLock { $0.protocolVersion } }
  private let process: PluginProcess
  private let limits: PluginLimits
  private let turns = RequestTurns()
  /// Where the blocking reads and writes wait (up to the deadline): a thread of its own, never one of the
  /// concurrency pool's, so a plugin that takes its time holds no thread the app needs.
  private let io: DispatchQueue
  private let state: Mutex<(decoder: FrameDecoder, nextID: Int, finished: Bool, protocolVersion: Int)>

  private init(plugin: InstalledPlugin, process: PluginProcess, limits: PluginLimits) {
    self.plugin = plugin
    self.process = process
    self.limits = limits
    self.io = DispatchQueue(label: "mosaic.plugin.\(plugin.manifest.id)")
    self.state = Mutex((FrameDecoder(maximumFrameBytes: limits.replyBytes), 1, false, 0))
  }

  /// Verifies the executable's hash on the opened file, starts that file confined, and completes the handshake.
  public static func open(
    _ plugin: InstalledPlugin, store: PluginStore, limits: PluginLimits, language: String
  ) throws(PluginHostError) -> PluginConnection {
    try open(plugin, store: store, limits: limits, language: language, checked: {})
  }

  /// ``open(_:store:limits:language:)`` with `checked` run between the check and the start (a test swaps the
  /// file there).
  static func open(
    _ plugin: InstalledPlugin, store: PluginStore, limits: PluginLimits, language: String, checked: () -> Void
  ) throws(PluginHostError) -> PluginConnection {
    let id = plugin.manifest.id
    let shared = Set(PluginProtocol.versions).intersection(plugin.manifest.api.min...plugin.manifest.api.max)
    guard !shared.isEmpty else { throw unsupported(id, plugin.manifest.api.min...plugin.manifest.api.max) }
    let data = try store.dataFolder(of: id)
    let log = try store.openLog(of: id)
    let executable = try store.openVerified(plugin)
    defer { close(executable) }
    checked()
    let process: PluginProcess
    do {
      process = try PluginProcess.start(
        executable: store.executableURL(of: plugin).path, descriptor: executable, folder: data.path,
        readOnly: store.codeFolder(of: plugin).path, log: log.path, limits: limits,
        environment: [
          "PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "C.UTF-8", "MOSAIC_PLUGIN_DIR": data.path,
          "MOSAIC_LANGUAGE": language, "PYTHONDONTWRITEBYTECODE": "1",
        ])
    } catch .system(let code) {
      throw PluginHostError(.startFailed, plugin: id, detail: String(cString: strerror(code)))
    } catch {
      throw PluginHostError(.startFailed, plugin: id, detail: "\(error)")
    }
    let connection = PluginConnection(plugin: plugin, process: process, limits: limits)
    // The grants tell a protocol-2 plugin what it may call; a protocol-1 plugin ignores them.
    // Only the versions the manifest's `api` range admits are offered, so a plugin can choose no other.
    let reply = try connection.exchange(
      .hello(protocols: shared.sorted(), language: language, grants: plugin.manifest.permissions))
    guard reply.type == .hello, let version = reply.protocol else {
      connection.finish()
      if reply.type == .error { throw unsupported(id, plugin.manifest.api.min...plugin.manifest.api.max) }
      throw PluginHostError(.garbage, plugin: id, detail: "no hello")
    }
    guard shared.contains(version) else {
      connection.finish()
      throw unsupported(id, version...version)
    }
    guard reply.plugin == id else {
      connection.finish()
      throw PluginHostError(
        .garbage, plugin: id, detail: "hello from '\(PluginHostText.clean(reply.plugin ?? "", limit: 40))'")
    }
    connection.state.withLock { $0.protocolVersion = version }
    return connection
  }

  private static func unsupported(_ id: String, _ versions: ClosedRange<Int>) -> PluginHostError {
    let theirs =
      versions.count == 1
      ? "protocol \(versions.lowerBound)" : "protocols \(versions.lowerBound)–\(versions.upperBound)"
    let ours = PluginProtocol.versions.map(String.init).joined(separator: ", ")
    return PluginHostError(.unsupportedProtocol, plugin: id, detail: "\(theirs) and mosaic speaks \(ours)")
  }

  /// Sends `request` (its id is assigned here) and returns the reply; an `error` reply is thrown as `.failed`. While
  /// the request is in flight a protocol-2 plugin may call the host's services: each `call` is answered by
  /// `calls` (or refused when there is none) with a `result` frame, and the time the host spends on it does not
  /// count against the plugin's deadline.
  public func send(
    _ request: PluginRequest, calls handler: HostCallHandler? = nil
  ) async throws(PluginHostError) -> PluginReply {
    await turns.take()
    defer { turns.pass() }
    var request = request
    request.id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let id = plugin.manifest.id
    guard isUsable else { throw PluginHostError(.exited, plugin: id, detail: "stopped") }
    var deadline = ContinuousClock.now.advanced(by: .seconds(limits.requestSeconds))
    var calls = 0
    do {
      let first = deadline
      let asked = request
      try await blocking { try self.write(asked, until: first) }
      while true {
        let current = deadline
        let reply = try await blocking { try self.readReply(until: current) }
        guard reply.type == .call else {
          guard reply.id == request.id else {
            throw PluginHostError(.garbage, plugin: id, detail: "reply to \(reply.id)")
          }
          guard reply.type != .error else {
            throw PluginHostError(.failed, plugin: id, detail: PluginHostText.clean(reply.message ?? "", limit: 200))
          }
          return reply
        }
        guard protocolVersion >= PluginProtocol.hostCalls, let call = reply.call else {
          throw PluginHostError(.garbage, plugin: id, detail: "a call in protocol \(protocolVersion)")
        }
        calls += 1
        guard calls <= PluginProtocol.maximumCallsPerRequest else {
          throw PluginHostError(
            .garbage, plugin: id, detail: "more than \(PluginProtocol.maximumCallsPerRequest) calls")
        }
        let started = ContinuousClock.now
        let answer = await handler?.answer(call) ?? .failure(PluginServices.refusal)
        deadline = deadline.advanced(by: ContinuousClock.now - started)
        let result = Self.fitted(.result(answer, id: reply.id), service: call.service)
        let later = deadline
        try await blocking { try self.write(result, until: later) }
      }
    } catch let error as PluginHostError {
      if error.code != .failed { finish() }
      throw error
    } catch {
      finish()
      throw PluginHostError(.garbage, plugin: id, detail: "\(error)")
    }
  }

  /// Runs `work`, which blocks until the plugin reads or writes (or the deadline passes), on ``io``.
  private func blocking<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      io.async { continuation.resume(with: Result { try work() }) }
    }
  }

  /// `result`, or when its frame would pass the largest a plugin reads, a `failed` error in its place.
  static func fitted(_ result: PluginRequest, service: String) -> PluginRequest {
    let size = (try? JSONEncoder().encode(result).count) ?? Int.max
    guard size > PluginProtocol.maximumFrameBytes - 4 else { return result }
    let message =
      "The answer to '\(PluginHostText.clean(service, limit: 40))' was larger than a frame may hold; ask for less."
    return .result(.failure(HostCallError(.failed, message: message)), id: result.id)
  }

  /// Whether the connection can take another request.
  public var isUsable: Bool { state.withLock { !$0.finished } }

  /// Asks the plugin to end, waits briefly, then kills it either way.
  public func shutdown() {
    guard isUsable else { return }
    var request = PluginRequest(type: .shutdown, id: 0)
    request.id = state.withLock { $0.nextID }
    _ = try? exchange(request, within: .milliseconds(500))
    _ = process.ending(grace: .milliseconds(100))
    finish()
  }

  /// Kills the process; the connection takes no more requests.
  func finish() {
    let first = state.withLock { state in
      defer { state.finished = true }
      return !state.finished
    }
    if first { process.terminate() }
  }

  /// Writes `request` and reads one reply (the handshake and `shutdown`, where no call may come).
  private func exchange(_ request: PluginRequest, within time: Duration? = nil) throws(PluginHostError) -> PluginReply {
    let id = plugin.manifest.id
    guard isUsable else { throw PluginHostError(.exited, plugin: id, detail: "stopped") }
    let deadline = ContinuousClock.now.advanced(by: time ?? .seconds(limits.requestSeconds))
    do {
      try write(request, until: deadline)
      let reply = try readReply(until: deadline)
      guard reply.id == request.id else { throw PluginHostError(.garbage, plugin: id, detail: "reply to \(reply.id)") }
      return reply
    } catch let error as PluginHostError {
      finish()
      throw error
    } catch {
      finish()
      throw PluginHostError(.garbage, plugin: id, detail: "\(error)")
    }
  }

  private func write(_ request: PluginRequest, until deadline: ContinuousClock.Instant) throws {
    try process.write(try FrameEncoder.frame(Array(try JSONEncoder().encode(request))), until: deadline)
  }

  private func readReply(until deadline: ContinuousClock.Instant) throws(PluginHostError) -> PluginReply {
    let frame = try readFrame(until: deadline)
    do {
      return try JSONDecoder().decode(PluginReply.self, from: Data(frame))
    } catch {
      throw PluginHostError(.garbage, plugin: plugin.manifest.id, detail: "not a reply")
    }
  }

  private func readFrame(until deadline: ContinuousClock.Instant) throws(PluginHostError) -> [UInt8] {
    let id = plugin.manifest.id
    var received = 0
    while true {
      let next: [UInt8]?
      do {
        next = try state.withLock { state throws(PluginKitError) in try state.decoder.next() }
      } catch {
        // A length past the cap (or zero): whatever follows is not read at all.
        throw error.code == .frameTooLarge && error.value != "0"
          ? PluginHostError(.flooded, plugin: id, limit: limits.replyBytes)
          : PluginHostError(.garbage, plugin: id, detail: "a frame of length 0")
      }
      if let next { return next }
      do {
        let bytes = try process.read(atMost: limits.replyBytes + 4 - received, until: deadline)
        received += bytes.count
        state.withLock { $0.decoder.append(bytes) }
      } catch .timedOut {
        throw PluginHostError(.timedOut, plugin: id, limit: limits.requestSeconds)
      } catch {
        let ending = process.ending() ?? "closed its output"
        throw PluginHostError(.exited, plugin: id, detail: ending)
      }
    }
  }
}
