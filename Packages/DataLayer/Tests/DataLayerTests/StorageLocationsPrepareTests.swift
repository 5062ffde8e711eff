import CoreTestSupport
import DataLayer
import Foundation
import SecureFiles
import Testing

@Suite struct StorageLocationsPrepareTests {
  @Test func prepare_createsPrivateDirectoriesAndParents() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("share/mosaic", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache/mosaic", isDirectory: true))

      try locations.prepare()

      for directory in ["share", "share/mosaic", "cache", "cache/mosaic"] {
        let url = root.appendingPathComponent(directory, isDirectory: true)
        #expect(try permissions(of: url) == 0o700, "\(directory)")
      }
    }
  }

  @Test func prepare_tightensAnExistingOpenDirectory() async throws {
    try await withTemporaryDirectory { root in
      let data = root.appendingPathComponent("data", isDirectory: true)
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path)
      try SecureFile.write(Data("kept".utf8), to: data.appendingPathComponent("file"))

      try StorageLocations(dataDirectory: data, cacheDirectory: data).prepare()

      #expect(try permissions(of: data) == 0o700)
      #expect(try SecureFile.read(data.appendingPathComponent("file")) == Data("kept".utf8))
    }
  }

  @Test func prepare_leavesASharedStickyDirectoryAlone() async throws {
    try await withTemporaryDirectory { root in
      let shared = root.appendingPathComponent("shared", isDirectory: true)
      try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: shared.path)

      try StorageLocations(dataDirectory: shared, cacheDirectory: shared).prepare()

      #expect(try permissions(of: shared).map { $0 & 0o777 } == 0o777)
    }
  }

  @Test func prepare_withAFileInTheWay_throwsNamingIt() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("data")
      try Data("not a directory".utf8).write(to: file)
      let locations = StorageLocations(
        dataDirectory: file, cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))

      #expect(throws: DataLayerError(.directoryBlocked, path: file.path, role: .data)) { try locations.prepare() }
      #expect(try Data(contentsOf: file) == Data("not a directory".utf8))
    }
  }

  @Test func prepare_withAFileInPlaceOfAParent_throwsNamingTheParent() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("blocker")
      try Data().write(to: file)
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data", isDirectory: true),
        cacheDirectory: file.appendingPathComponent("mosaic", isDirectory: true))

      #expect(throws: DataLayerError(.directoryBlocked, path: file.path, role: .cache)) { try locations.prepare() }
    }
  }

  @Test func prepare_whenMkdirFails_throwsThePathAndTheSystemReason() async throws {
    try await withTemporaryDirectory { root in
      let tooLong = root.appendingPathComponent(String(repeating: "d", count: 300), isDirectory: true)
      let locations = StorageLocations(dataDirectory: tooLong, cacheDirectory: tooLong)

      let error = try #require(throws: DataLayerError.self) { try locations.prepare() }

      #expect(error.code == .directoryUnavailable)
      #expect(error.path == tooLong.path)
      #expect(error.role == .data)
      #expect(error.detail?.isEmpty == false)
    }
  }

  @Test func prepare_twice_succeeds() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
      try locations.prepare()
      try locations.prepare()
      #expect(try permissions(of: locations.cacheDirectory) == 0o700)
    }
  }
}
