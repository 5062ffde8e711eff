import Testing

extension HostRuns {
  /// `mosaic features --graph`: the runtime picture in DOT, drawn from what the registry collected.
  @Suite struct FeaturesGraphTests {
    let sandbox = HostSandbox()

    @Test func featuresGraph_drawsModulesServicesAndSlots() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["features", "--graph"])
      #expect(result.status == 0, "\(result.errors)")
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines.first == "digraph MosaicRuntime {")
      #expect(lines.last == "}")
      #expect(lines.contains("  \"module:detail\" [shape=box, style=rounded, label=\"Photo detail\\ndetail 1.0.0\"];"))
      #expect(
        lines.contains("  \"module:gallery\" -> \"service:PhotoFeedClient\" [label=\"provides\", style=solid];"))
      #expect(lines.contains("  \"module:detail\" -> \"service:PhotoClient\" [label=\"requires\", style=dashed];"))
      #expect(
        lines.contains(
          "  \"module:gallery\" -> \"slot:Photo.detail\" [label=\"gallery.more-photos\", color=\"#1f6feb\"];"))
      #expect(lines.contains("  \"slot:Photo.detail\" [shape=component, label=\"Photo.detail\"];"))
    }
  }
}
