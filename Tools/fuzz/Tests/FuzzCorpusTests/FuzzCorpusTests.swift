import Foundation
import FuzzTargets
import Testing

/// The committed corpus (`Tools/fuzz/corpus/<target>/`: real fixtures and every input that once crashed), each
/// input and a few deterministic variants of it, through its fuzz target as an ordinary test. This is what
/// `make test` runs of the fuzz suite; libFuzzer's search under AddressSanitizer stays in `make fuzz` and
/// `make fuzz-smoke`.
@Suite struct FuzzCorpusTests {
  static let corpus = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "corpus")

  @Test func everyTarget_hasACorpus_andEveryCorpusATarget() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(FuzzTarget.all.map(\.name)))
    #expect(Set(FuzzTarget.all.map(\.name)).count == FuzzTarget.all.count, "two targets share a name")
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func corpus_replaysWithoutAFinding(_ name: String) throws {
    let target = try #require(FuzzTarget.all.first { $0.name == name })
    let inputs = try Self.inputs(of: name)
    try #require(!inputs.isEmpty, "Tools/fuzz/corpus/\(name) holds no input")
    var runs = 0
    for (file, bytes) in inputs {
      for (variant, input) in CorpusVariants(of: bytes, seed: UInt64(bytes.count)).all {
        do {
          try input.withUnsafeBufferPointer { try target.run($0) }
        } catch {
          Issue.record("\(name)/\(file), \(variant): \(error)")
        }
        runs += 1
      }
    }
    #expect(runs >= inputs.count)
  }

  /// The files of one corpus folder, by name.
  static func inputs(of name: String) throws -> [(String, [UInt8])] {
    let folder = corpus.appending(path: name)
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
      .map { ($0, Array(try Data(contentsOf: folder.appending(path: $0)))) }
  }
}
