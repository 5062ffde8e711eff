import Foundation
import Testing

@testable import MosaicHost

/// `mosaic`'s own read of its environment (``ProcessEnvironment``) gives what Foundation's
/// `ProcessInfo.processInfo.environment` gave, which it replaced in `main.swift`.
@Suite struct ProcessEnvironmentTests {
  @Test func theProcessEnvironment_isFoundations() {
    #expect(ProcessEnvironment.read() == ProcessInfo.processInfo.environment)
  }

  #if canImport(Glibc)
    /// Entries as `execve` may hand them over, and what Foundation made of the same block (checked by running a
    /// program that printed `ProcessInfo.processInfo.environment` under it): split at the first `=`, an entry
    /// without one skipped, the last of two equal names kept, bytes that are not UTF-8 repaired.
    @Test func unusualEntries_readAsFoundationReadsThem() {
      let entries: [[UInt8]] = [
        Array("A=1".utf8), Array("A=2".utf8), Array("B=x=y".utf8), Array("NOEQ".utf8), Array("=C=3".utf8),
        Array("D=".utf8), Array("E=".utf8) + [0xFF, 0xFE], [0xC3] + Array("=z".utf8), Array("F=ä".utf8),
      ]
      let strings = entries.map { bytes in
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
      }
      defer { strings.forEach { $0.deallocate() } }
      let block = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
      defer { block.deallocate() }
      for (index, string) in strings.enumerated() { block[index] = string }
      block[strings.count] = nil
      #expect(
        ProcessEnvironment.read(block) == [
          "A": "2", "B": "x=y", "": "C=3", "D": "", "E": "\u{FFFD}\u{FFFD}", "\u{FFFD}": "z", "F": "ä",
        ])
    }
  #endif
}
