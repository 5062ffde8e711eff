import RepoTools
import Testing

@Suite struct ImportScannerTests {
  @Test func imports_withAttributesAndKinds() {
    let text = """
      @testable import Core
      @preconcurrency import Foundation
      public import struct Models.Photo
      // import Hidden
      let important = 1
      """
    #expect(ImportScanner.imports(in: text, file: "A.swift").map(\.module) == ["Core", "Foundation", "Models"])
  }

  @Test func imports_insidePlatformConditions_areGuarded() {
    let text = """
      #if canImport(Darwin)
        import Darwin
      #elseif canImport(Glibc)
        import Glibc
      #endif
      #if DEBUG
        import Debugging
      #endif
      import Glibc
      """
    let imports = ImportScanner.imports(in: text, file: "A.swift")
    #expect(imports.map(\.guarded) == [true, true, false, false])
    #expect(imports.map(\.line) == [2, 4, 7, 9])
  }

  @Test func layers_followTheFolders() {
    #expect(Layer.of(directory: "Packages/Core", name: "Core") == .core)
    #expect(Layer.of(directory: "Packages/NewsFeature", name: "NewsFeature") == .features)
    #expect(Layer.of(directory: "Packages/DataLayer", name: "DataLayer") == .services)
    #expect(Layer.of(directory: "App", name: "App") == .host)
    #expect(Layer.of(directory: "Tools/MockAPI", name: "MockAPI") == .tooling)
  }
}
