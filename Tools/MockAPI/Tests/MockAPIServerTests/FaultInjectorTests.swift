import Testing

@testable import MockAPIServer

@Suite struct FaultInjectorTests {
  @Test(arguments: [0, 1, 511, 512, 513, 8_192, 100_000])
  func dripChunks_rejoinToTheBodyInAtMostSixteenChunks(size: Int) {
    let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let chunks = FaultInjector.dripChunks(body)
    #expect(Array(chunks.joined()) == body)
    #expect(chunks.count <= FaultInjector.dripChunkLimit)
    #expect(chunks.dropLast().allSatisfy { $0.count >= FaultInjector.dripMinimumChunk })
    #expect(size == 0 ? chunks.isEmpty : !chunks.isEmpty)
  }
}
