import DataLayer
import Foundation
import Testing

@Suite struct StorageLocationsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    var dataFlag: String?
    var cacheFlag: String?
    var environment: [String: String]
    let data: String
    let cache: String
    var testDescription: String { id }
  }

  static let home = ["HOME": "/home/ada"]
  static let everything = [
    "HOME": "/home/ada", "MOSAIC_DATA_DIR": "/mosaic/data", "MOSAIC_CACHE_DIR": "/mosaic/cache",
    "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache",
  ]

  static let cases: [Case] = [
    Case(
      id: "flags win over everything", dataFlag: "/flag/data", cacheFlag: "/flag/cache", environment: everything,
      data: "/flag/data", cache: "/flag/cache"),
    Case(id: "MOSAIC_* win over XDG", environment: everything, data: "/mosaic/data", cache: "/mosaic/cache"),
    Case(
      id: "XDG wins over HOME",
      environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/xdg/d", "XDG_CACHE_HOME": "/xdg/c"],
      data: "/xdg/d/mosaic", cache: "/xdg/c/mosaic"),
    Case(
      id: "HOME gives the XDG defaults", environment: home, data: "/home/ada/.local/share/mosaic",
      cache: "/home/ada/.cache/mosaic"),
    Case(
      id: "relative XDG values are ignored",
      environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "xdg/data", "XDG_CACHE_HOME": "./cache"],
      data: "/home/ada/.local/share/mosaic", cache: "/home/ada/.cache/mosaic"),
    Case(
      id: "empty variables count as unset",
      environment: ["HOME": "/home/ada", "MOSAIC_DATA_DIR": "", "XDG_DATA_HOME": "", "MOSAIC_CACHE_DIR": ""],
      data: "/home/ada/.local/share/mosaic", cache: "/home/ada/.cache/mosaic"),
    Case(
      id: "relative flag and MOSAIC_* are resolved against the current directory", dataFlag: "state/data",
      environment: ["MOSAIC_CACHE_DIR": "../cache"], data: "/work/project/state/data", cache: "/work/cache"),
    Case(
      id: "each directory is chosen on its own", dataFlag: "/flag/data",
      environment: ["HOME": "/home/ada", "XDG_CACHE_HOME": "/xdg/c"], data: "/flag/data", cache: "/xdg/c/mosaic"),
  ]

  @Test(arguments: cases)
  func resolve_followsPrecedence(_ testCase: Case) throws {
    let locations = try StorageLocations.resolve(
      dataDirectoryFlag: testCase.dataFlag, cacheDirectoryFlag: testCase.cacheFlag,
      environment: testCase.environment, currentDirectory: URL(fileURLWithPath: "/work/project", isDirectory: true))
    #expect(locations.dataDirectory.path == testCase.data)
    #expect(locations.cacheDirectory.path == testCase.cache)
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let id: String
    var dataFlag: String?
    let environment: [String: String]
    let error: DataLayerError
    var testDescription: String { id }
  }

  static let failures: [FailureCase] = [
    FailureCase(id: "no HOME and no override", environment: [:], error: DataLayerError(.homeNotSet, role: .data)),
    FailureCase(
      id: "data overridden but the cache needs HOME", environment: ["MOSAIC_DATA_DIR": "/d", "HOME": ""],
      error: DataLayerError(.homeNotSet, role: .cache)),
    FailureCase(
      id: "relative HOME", environment: ["HOME": "ada"],
      error: DataLayerError(.homeNotAbsolute, value: "ada", role: .data)),
    FailureCase(
      id: "empty flag", dataFlag: "", environment: home, error: DataLayerError(.emptyDirectoryFlag, role: .data)),
    // Issue 19, item 25: what `--data-dir -` refuses, `MOSAIC_DATA_DIR=-` refuses too.
    FailureCase(
      id: "MOSAIC_DATA_DIR=-", environment: ["HOME": "/home/ada", "MOSAIC_DATA_DIR": "-"],
      error: DataLayerError(.directoryVariableInvalid, value: "-", role: .data)),
    FailureCase(
      id: "MOSAIC_CACHE_DIR=--help", environment: ["HOME": "/home/ada", "MOSAIC_CACHE_DIR": "--help"],
      error: DataLayerError(.directoryVariableInvalid, value: "--help", role: .cache)),
    FailureCase(
      id: "blank MOSAIC_DATA_DIR", environment: ["HOME": "/home/ada", "MOSAIC_DATA_DIR": " \t"],
      error: DataLayerError(.directoryVariableInvalid, value: " \t", role: .data)),
  ]

  @Test(arguments: failures)
  func resolve_withoutUsableDirectory_throwsTheCodeAndRole(_ testCase: FailureCase) {
    #expect(throws: testCase.error) {
      try StorageLocations.resolve(
        dataDirectoryFlag: testCase.dataFlag, cacheDirectoryFlag: nil, environment: testCase.environment,
        currentDirectory: URL(fileURLWithPath: "/work", isDirectory: true))
    }
  }

  @Test func flagLikeVariable_isStillReachableAsAPath() throws {
    let locations = try StorageLocations.resolve(
      dataDirectoryFlag: nil, cacheDirectoryFlag: nil, environment: ["HOME": "/h", "MOSAIC_DATA_DIR": "./-"],
      currentDirectory: URL(fileURLWithPath: "/work", isDirectory: true))
    #expect(locations.dataDirectory.path == "/work/-")
  }

  @Test func fileLocations_liveInTheirDirectories() {
    let locations = StorageLocations(
      dataDirectory: URL(fileURLWithPath: "/d", isDirectory: true),
      cacheDirectory: URL(fileURLWithPath: "/c", isDirectory: true))
    #expect(locations.databaseURL.path == "/d/mosaic.sqlite")
    #expect(locations.cacheStoreDirectory.path == "/c/store")
  }

  @Test func roles_nameTheirFlagAndVariable() {
    #expect(StorageLocations.Role.data.flag == "--data-dir")
    #expect(StorageLocations.Role.data.variable == "MOSAIC_DATA_DIR")
    #expect(StorageLocations.Role.cache.flag == "--cache-dir")
    #expect(StorageLocations.Role.cache.variable == "MOSAIC_CACHE_DIR")
  }
}
