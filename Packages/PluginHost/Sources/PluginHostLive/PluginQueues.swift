import Core
import Foundation
import PluginKit
import Synchronization

/// One serial queue per plugin id for the whole process: every request a screen or a section sends to a plugin goes
/// through its plugin's queue, so two never interleave on the plugin's one channel (a tab loading while the photo
/// page asks for a section), and the blocking wait for the reply (up to the deadline) never holds a thread of the
/// concurrency pool.
///
/// ```swift
/// let reply = try await PluginQueues.send(request, to: plugin, language: .english, through: supervisor)
/// ```
enum PluginQueues {
  private static let queues = Mutex<[String: DispatchQueue]>([:])

  static func send(
    _ request: PluginRequest, to plugin: InstalledPlugin, language: Language, through supervisor: PluginSupervisor
  ) async throws(PluginHostError) -> PluginReply {
    let queue = queue(for: plugin.manifest.id)
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PluginReply, PluginHostError>, Never>) in
      queue.async {
        continuation.resume(
          returning: Result { () throws(PluginHostError) in
            try supervisor.send(request, to: plugin, language: language)
          })
      }
    }
    return try result.get()
  }

  private static func queue(for id: String) -> DispatchQueue {
    queues.withLock { queues in
      if let queue = queues[id] { return queue }
      let queue = DispatchQueue(label: "mosaic.plugin.\(id)")
      queues[id] = queue
      return queue
    }
  }
}
