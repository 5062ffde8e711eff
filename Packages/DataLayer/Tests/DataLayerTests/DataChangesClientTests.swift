import DataLayer
import Synchronization
import TestExpectations
import Testing

@Suite struct DataChangesClientTests {
  @Test func aManualClient_reachesEveryListener() async {
    let (client, report) = DataChangesClient.manual()
    var first = client.changes().makeAsyncIterator()
    var second = client.changes().makeAsyncIterator()
    report()
    expectNotNil(await first.next())
    expectNotNil(await second.next())
  }

  /// A source the test drives: how often it started and ended, and the `report` of the one running.
  final class Source: Sendable {
    let started = Mutex(0)
    let ended = Mutex(0)
    let report = Mutex<(@Sendable () -> Void)?>(nil)
    let (running, runningReports) = AsyncStream<Void>.makeStream()

    func run(_ report: @escaping @Sendable () -> Void) async {
      started.withLock { $0 += 1 }
      self.report.withLock { $0 = report }
      runningReports.yield()
      while (try? await Task.sleep(for: .seconds(3600))) != nil {}
      ended.withLock { $0 += 1 }
    }
  }

  @Test func aSharedClient_runsOneSourceForEveryListener_andStopsItWithTheLast() async throws {
    let source = Source()
    let client = DataChangesClient.shared { report in await source.run(report) }
    var running = source.running.makeAsyncIterator()
    var listeners = [client.changes(), client.changes(), client.changes()].map { $0.makeAsyncIterator() }
    await running.next()
    try requireValue(source.report.withLock { $0 })()
    for index in listeners.indices { expectNotNil(await listeners[index].next(), "listener \(index) hears it") }
    expectEqual(source.started.withLock { $0 }, 1, "one source for three listeners")

    // The last listener gone, the source is cancelled; a new listener starts it again.
    listeners = []
    for _ in 0..<500 where source.ended.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(10)) }
    expectEqual(source.ended.withLock { $0 }, 1)
    var again = client.changes().makeAsyncIterator()
    await running.next()
    expectEqual(source.started.withLock { $0 }, 2)
    try requireValue(source.report.withLock { $0 })()
    expectNotNil(await again.next())
  }

  @Test func aSharedClient_whoseSourceEnds_endsItsStreams() async {
    let client = DataChangesClient.shared { report in report() }
    var changes = client.changes().makeAsyncIterator()
    expectNotNil(await changes.next())
    expectNil(await changes.next())
  }
}
