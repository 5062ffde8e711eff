import ArgumentParser
import CoreCLI
import DataLayer
import Foundation
import Testing

@testable import MosaicHost

/// The working directory read with `getcwd` is the one `FileManager` reports, and what the host resolves a relative
/// data directory from.
@Suite struct WorkingDirectoryTests {
  @Test func path_isFileManagersCurrentDirectory() {
    #expect(WorkingDirectory.path == FileManager.default.currentDirectoryPath)
    #expect(WorkingDirectory.path.hasPrefix("/"))
  }

  @Test func aRelativeDataDirectory_isResolvedFromTheWorkingDirectory() throws {
    let configuration = try HostConfiguration.resolve(
      try HostOptions.parse(["--data-dir", "relative-data", "--cache-dir", "relative-cache"]),
      environment: ["HOME": "/home/u"], services: [])
    let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .appendingPathComponent("relative-data", isDirectory: true)
    #expect(configuration.locations.dataDirectory.standardizedFileURL.path == expected.standardizedFileURL.path)
  }

  #if os(Linux)
    /// The timers' executable read with `readlink` is the one `FileManager` resolves.
    @Test func currentExecutable_isTheResolvedProcSelfExe() throws {
      let expected = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      #expect(SystemdUserTimers.currentExecutable() == expected)
      #expect(expected.hasPrefix("/"))
    }
  #endif
}
