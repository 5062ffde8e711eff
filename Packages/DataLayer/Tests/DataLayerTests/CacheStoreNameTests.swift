import CoreTestSupport
import DataLayer
import Foundation
import Testing

@Suite struct CacheStoreNameTests {
  struct Name: Sendable, CustomTestStringConvertible {
    let id: String
    let name: String
    var testDescription: String { id }
  }

  static let refused: [Name] = [
    Name(id: "parent", name: "../x"),
    Name(id: "subdirectory", name: "a/b"),
    Name(id: "absolute", name: "/etc/passwd"),
    Name(id: "dot", name: "."),
    Name(id: "dot dot", name: ".."),
    Name(id: "hidden", name: ".hidden"),
    Name(id: "empty", name: ""),
    Name(id: "too long", name: String(repeating: "a", count: CacheStore.maximumNameLength + 1)),
    Name(id: "space", name: "a b"),
    Name(id: "backslash", name: "a\\b"),
    Name(id: "NUL", name: "a\u{0}b"),
    Name(id: "newline", name: "a\nb"),
    Name(id: "non-ASCII", name: "café"),
    Name(id: "lookalike slash", name: "a\u{2215}b"),
  ]

  @Test(arguments: refused)
  func directory_refusesANameThatCouldEscape(_ testCase: Name) async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("store", isDirectory: true)
      let cache = CacheStore.directory(directory)
      let refused = DataLayerError(.invalidCacheName, value: testCase.name)

      await #expect(throws: refused) { try await cache.save(testCase.name, Data("x".utf8)) }
      await #expect(throws: refused) { try await cache.load(testCase.name) }
      await #expect(throws: refused) { try await cache.remove(testCase.name) }
      let files = try FileManager.default.contentsOfDirectory(atPath: root.path)
      #expect(files.isEmpty)
    }
  }

  @Test(arguments: refused)
  func inMemory_refusesTheSameNames(_ testCase: Name) async throws {
    let cache = CacheStore.inMemory()
    await #expect(throws: DataLayerError(.invalidCacheName, value: testCase.name)) {
      try await cache.save(testCase.name, Data("x".utf8))
    }
  }

  @Test(arguments: ["a", "gallery-listing.json", "A_b.c-1", "x..y", String(repeating: "z", count: 128)])
  func isValidName_acceptsPlainFileNames(_ name: String) async throws {
    #expect(CacheStore.isValidName(name))
    try await withTemporaryDirectory { root in
      try await CacheStore.directory(root).save(name, Data("x".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [name])
    }
  }
}
