import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Testing

/// Issue 22, read state: an article opened in the reader stays marked read, in the file, across runs.
@Suite struct ReadArticlesStoreTests {
  @Test func markRead_isKeptInTheFile_andASecondMarkChangesNothing() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data"), cacheDirectory: root.appendingPathComponent("cache"))
      let handle = DatabaseHandle(locations: locations)
      let read = try handle.client(ReadArticlesClient.self)
      #expect(try await read.readIDs().isEmpty)
      #expect(try await read.markRead("k3v9qz2m7t"))
      #expect(try await read.markRead("k3v9qz2m7t") == false)
      try handle.close()

      let reopened = DatabaseHandle(locations: locations)
      #expect(try await reopened.client(ReadArticlesClient.self).readIDs() == ["k3v9qz2m7t"])
      #expect(!reopened.isOpen, "the read marks read without opening the database for writing")
      try reopened.close()
    }
  }

  @Test func inMemory_keepsTheSameRules() async throws {
    let read = ReadArticlesClient.inMemory()
    #expect(try await read.markRead("a"))
    #expect(try await read.markRead("a") == false)
    #expect(try await read.readIDs() == ["a"])
  }
}
