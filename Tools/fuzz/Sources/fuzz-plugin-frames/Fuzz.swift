import Foundation
import FuzzSupport
import PluginKit

/// What a plugin writes on its standard output, and the manifest it ships: the first byte picks the read size the
/// bytes arrive in (1 to 256); every whole frame is decoded as a reply, as the host does, and the input as a whole
/// as a manifest. A frame is never longer than the limit, and nothing traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginFrames(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let first = bytes.first else { return 0 }
  let chunk = Int(first) + 1
  var decoder = FrameDecoder(maximumFrameBytes: 4096)
  var offset = 1
  decoding: while offset < bytes.count {
    decoder.append(bytes[offset..<min(offset + chunk, bytes.count)])
    offset += chunk
    while true {
      guard let frame = try? decoder.next() else { break decoding }
      precondition(frame.count <= 4096 && !frame.isEmpty, "a frame past the limit came out")
      _ = try? JSONDecoder().decode(PluginReply.self, from: Data(frame))
    }
  }
  _ = try? PluginManifest.decode(Array(bytes.dropFirst()))
  return 0
}

@_cdecl("fuzz_plugin_frames_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzPluginFrames)
}
