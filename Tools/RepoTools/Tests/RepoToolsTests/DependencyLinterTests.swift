import Foundation
import RepoTools
import Testing

/// Each fixture repository under `Fixtures/` commits exactly one kind of finding.
@Suite struct DependencyLinterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    var kind: DependencyFinding.Kind
    var target: String
    var module: String
    var location: String
    var testDescription: String { fixture }
  }

  static let cases: [Case] = [
    Case(
      fixture: "implicit-import", kind: .implicitImport, target: "C", module: "A",
      location: "Packages/Core/Sources/C/C.swift:1"),
    Case(
      fixture: "unused-dependency", kind: .unusedDependency, target: "B", module: "A",
      location: "Packages/Core/Package.swift"),
    Case(
      fixture: "unused-package", kind: .unusedPackage, target: "Models", module: "core",
      location: "Packages/Models/Package.swift"),
    Case(
      fixture: "feature-imports-feature", kind: .featureImportsFeature, target: "BFeature", module: "AFeature",
      location: "Packages/BFeature/Sources/BFeature/BFeature.swift:1"),
    Case(
      fixture: "layer-inversion", kind: .layerInversion, target: "Core", module: "Models",
      location: "Packages/Core/Sources/Core/Container.swift:1"),
    Case(
      fixture: "platform-import", kind: .platformImport, target: "Models", module: "Glibc",
      location: "Packages/Models/Sources/Models/Clock.swift:1"),
  ]

  @Test(arguments: cases)
  func fixture_hasExactlyItsFinding(_ testCase: Case) throws {
    let root = Fixtures.url(testCase.fixture)
    let workspace = Workspace(manifests: try ManifestLoader(root: root).loadAll())
    let findings = DependencyLinter(root: root).findings(in: workspace)
    #expect(findings.map(\.kind) == [testCase.kind])
    let finding = try #require(findings.first)
    #expect(finding.target == testCase.target)
    #expect(finding.module == testCase.module)
    #expect(finding.location == testCase.location)
    // One sentence, starting where to look.
    #expect(finding.description.hasPrefix(testCase.location + ": "))
    #expect(finding.description.hasSuffix("."))
    #expect(finding.description.dropLast().contains(". ") == false)
  }
}

/// Where the committed fixture repositories are, found from this file so no resource copying is needed.
enum Fixtures {
  static func url(_ name: String) -> URL {
    URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures").appending(path: name)
  }

  /// The repository's root: four levels above this file (Tools/RepoTools/Tests/RepoToolsTests).
  static var repositoryRoot: URL {
    var url = URL(filePath: #filePath)
    for _ in 0..<5 { url = url.deletingLastPathComponent() }
    return url
  }
}
