import Foundation
import RepoTools
import Testing

/// The real repository, read once for every test that needs it (the manifests are cached by their text).
let repository: Result<Workspace, any Error> = Result {
  let root = Fixtures.repositoryRoot
  let loader = ManifestLoader(root: root, cacheDirectory: root.appending(path: ".build-tools/manifests"))
  return Workspace(manifests: try loader.loadAll())
}

@Suite struct RepositoryGraphTests {
  @Test func committedGraph_matchesTheManifests() throws {
    let graph = ModuleGraph(workspace: try repository.get())
    let stale = try GraphFiles(root: Fixtures.repositoryRoot).staleFiles(for: graph)
    #expect(stale == [], "run 'make graph' and commit docs/module-graph.* and ARCHITECTURE.md")
  }

  @Test func graph_ranksEveryLayerAndNamesRemoteVersions() throws {
    let dot = ModuleGraph(workspace: try repository.get()).dot()
    for layer in ["core", "models", "services", "features", "host", "tooling"] {
      #expect(dot.contains("subgraph \"cluster_\(layer)\""))
    }
    #expect(dot.contains("\"Packages/DetailFeature\" -> \"Packages/Core\";"))
    #expect(dot.contains("\"remote:grdb.swift\" [shape=ellipse, style=dashed, label=\"grdb.swift\\n7.10.0\"];"))
  }

  @Test func detailFeatureChange_testsDetailFeatureAndWhatDependsOnIt() throws {
    let planner = AffectedPlanner(workspace: try repository.get())
    let plan = planner.plan(changedFiles: ["Packages/DetailFeature/Sources/DetailFeature/DetailModule.swift"])
    #expect(plan.packages.contains("Packages/DetailFeature"))
    #expect(plan.packages.contains("App"))
    #expect(plan.packages.contains("Tests"))
    for untouched in ["Packages/Core", "Packages/Models", "Packages/NetworkLayer", "Packages/DataLayer"] {
      #expect(!plan.packages.contains(untouched))
    }
    #expect(!plan.packages.contains("Packages/GalleryFeature"))
    #expect(!plan.packages.contains("Packages/NewsFeature"))
    #expect(!plan.packages.contains("Tools/MockAPI"))
    // Only the tools that link DetailFeature come along: the fuzzers over its routes.
    #expect(Set(plan.packages) == ["Packages/DetailFeature", "App", "Tests", "Tools/fuzz"])
    #expect(plan.makeTargets == ["test-DetailFeature", "test-app", "test-e2e", "fuzz-smoke"])
  }

  @Test func coreChange_testsEverything_andDocsChangeTestsNothing() throws {
    let planner = AffectedPlanner(workspace: try repository.get())
    let core = planner.plan(changedFiles: ["Packages/Core/Sources/Core/Container.swift"])
    // Models depends on nothing, so a change in Core cannot break it (nor the mock, which only links Models).
    #expect(!core.packages.contains("Packages/Models"))
    #expect(!core.packages.contains("Tools/MockAPI"))
    for dependent in ["Packages/DataLayer", "Packages/NewsFeature", "App", "Tests", "Tools/fuzz"] {
      #expect(core.packages.contains(dependent))
    }
    let docs = planner.plan(changedFiles: ["README.md", "docs/module-graph.svg"])
    #expect(docs.packages == [])
    #expect(docs.ignoredFiles == ["README.md", "docs/module-graph.svg"])
    let makefile = planner.plan(changedFiles: ["Makefile"])
    #expect(makefile.packages.count + makefile.untested.count == (try repository.get()).manifests.count)
    // The benchmark packages have no tests to run; everything else is planned.
    #expect(
      makefile.untested == [
        "Tools/ContainerBenchmark", "Tools/ReaderBenchmark", "Tools/SearchBenchmark", "Tools/StartBenchmark",
        "Tools/UIBench",
      ])
  }
}
