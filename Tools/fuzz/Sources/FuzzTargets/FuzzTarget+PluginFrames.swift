import Foundation
import PluginKit

extension FuzzTarget {
  /// What a plugin writes on its standard output, and the manifest it ships: the first byte picks the read size
  /// the bytes arrive in (1 to 256); every whole frame is decoded as a reply, as the host does, and the input as a
  /// whole as a manifest. A frame is never empty nor longer than the limit, and nothing traps.
  public static let pluginFrames = FuzzTarget(name: "fuzz-plugin-frames") { (bytes) throws(FuzzFinding) in
    guard let first = bytes.first else { return }
    let input = Array(bytes)
    let chunk = Int(first) + 1
    var decoder = FrameDecoder(maximumFrameBytes: 4096)
    var offset = 1
    decoding: while offset < input.count {
      decoder.append(input[offset..<min(offset + chunk, input.count)])
      offset += chunk
      while true {
        guard let frame = try? decoder.next() else { break decoding }
        guard frame.count <= 4096, !frame.isEmpty else { throw FuzzFinding("a frame past the limit came out") }
        _ = try? JSONDecoder().decode(PluginReply.self, from: Data(frame))
      }
    }
    _ = try? PluginManifest.decode(Array(input.dropFirst()))
  }
}
