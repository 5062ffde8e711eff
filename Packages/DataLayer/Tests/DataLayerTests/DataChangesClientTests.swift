import DataLayer
import Testing

@Suite struct DataChangesClientTests {
  @Test func aManualClient_reachesEveryListener() async {
    let (client, report) = DataChangesClient.manual()
    var first = client.changes().makeAsyncIterator()
    var second = client.changes().makeAsyncIterator()
    report()
    #expect(await first.next() != nil)
    #expect(await second.next() != nil)
  }
}
