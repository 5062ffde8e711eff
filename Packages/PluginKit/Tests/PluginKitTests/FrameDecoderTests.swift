import PluginKit
import Testing

@Suite struct FrameDecoderTests {
  @Test func frames_splitAcrossReads_comeOutWhole() throws {
    let one = try FrameEncoder.frame(Array("{\"a\":1}".utf8))
    let two = try FrameEncoder.frame(Array("{}".utf8))
    var decoder = FrameDecoder()
    var received: [[UInt8]] = []
    for byte in one + two {
      decoder.append([byte])
      while let frame = try decoder.next() { received.append(frame) }
    }
    #expect(received == [Array("{\"a\":1}".utf8), Array("{}".utf8)])
    #expect(decoder.pendingByteCount == 0)
  }

  @Test(arguments: [
    ([0, 0, 0, 0] as [UInt8], "0"), ([0x7F, 0xFF, 0xFF, 0xFF], "2147483647"), ([0xFF, 0xFF, 0xFF, 0xFF], "4294967295"),
    ([0, 0x10, 0, 1], "1048577"),
  ])
  func length_zeroOrPastTheLimit_isRefusedBeforeTheBody(prefix: [UInt8], length: String) {
    var decoder = FrameDecoder()
    decoder.append(prefix)
    #expect(throws: PluginKitError(.frameTooLarge, value: length)) { try decoder.next() }
  }

  @Test func encoder_refusesAnEmptyOrOversizedBody() {
    #expect(throws: PluginKitError.self) { try FrameEncoder.frame([UInt8]()) }
    #expect(throws: PluginKitError.self) {
      try FrameEncoder.frame([UInt8](repeating: 0, count: 17), maximumFrameBytes: 16)
    }
  }

  @Test func partialFrame_waitsForTheRest() throws {
    var decoder = FrameDecoder()
    decoder.append([0, 0, 0, 3, 0x7B])
    #expect(try decoder.next() == nil)
    decoder.append([0x20, 0x7D])
    #expect(try decoder.next() == Array("{ }".utf8))
  }
}
