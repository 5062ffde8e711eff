import CoreTestSupport
import Foundation
import Testing

@testable import SecureFiles

/// One `stat` for a read: the size, and whether the path is a folder, links followed, as `FileManager` answers.
@Suite struct SizeAndKindTests {
  @Test func aFile_aFolder_aLinkToEach_andNothing() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("feed.json")
      try Data("12345".utf8).write(to: file)
      let folder = root.appendingPathComponent("folder", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let toFolder = root.appendingPathComponent("to-folder").path
      try FileManager.default.createSymbolicLink(atPath: toFolder, withDestinationPath: folder.path)
      let toFile = root.appendingPathComponent("to-file").path
      try FileManager.default.createSymbolicLink(atPath: toFile, withDestinationPath: file.path)

      #expect(FilePermissions.sizeAndKind(atPath: file.path)?.size == 5)
      for (path, folderExpected) in [(file.path, false), (folder.path, true), (toFolder, true), (toFile, false)] {
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
        #expect(FilePermissions.sizeAndKind(atPath: path)?.isDirectory == folderExpected, "\(path)")
        #expect(isDirectory.boolValue == folderExpected, "\(path)")
      }
      #expect(FilePermissions.sizeAndKind(atPath: root.appendingPathComponent("missing").path) == nil)
    }
  }
}
