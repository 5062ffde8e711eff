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

  /// Issue 19, item 17: an existing folder is the person's, whatever its mode; only folders Mosaic creates are
  /// made 0700 (`MOSAIC_DATA_DIR=/` once made `/` 0700).
  @Test(arguments: [0o2775, 0o755, 0o777, 0o1777, 0o750])
  func prepare_leavesAnExistingDirectoryAsItIs(_ mode: Int) async throws {
    try await withTemporaryDirectory { root in
      let data = root.appendingPathComponent("data", isDirectory: true)
      let cache = root.appendingPathComponent("cache", isDirectory: true)
      for directory in [data, cache] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        #expect(chmod(directory.path, mode_t(mode)) == 0)
      }
      try SecureFile.write(Data("kept".utf8), to: data.appendingPathComponent("file"))

      try StorageLocations(dataDirectory: data, cacheDirectory: cache).prepare()

      #expect(try permissions(of: data) == mode)
      #expect(try permissions(of: cache) == mode)
      #expect(try SecureFile.read(data.appendingPathComponent("file")) == Data("kept".utf8))
    }
  }

  @Test func prepare_makesOnlyWhatItCreatesPrivate() async throws {
    try await withTemporaryDirectory { root in
      let shared = root.appendingPathComponent("shared", isDirectory: true)
      try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
      #expect(chmod(shared.path, 0o755) == 0)
      let data = shared.appendingPathComponent("a/mosaic", isDirectory: true)

      try StorageLocations(dataDirectory: data, cacheDirectory: data).prepare()

      #expect(try permissions(of: shared) == 0o755)
      #expect(try permissions(of: shared.appendingPathComponent("a")) == 0o700)
      #expect(try permissions(of: data) == 0o700)
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
