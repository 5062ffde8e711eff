import Core

/// The controller for ``SectionSlot/testScreen`` of a registry holding `modules`.
///
/// ```swift
/// let controller = try testScreen(TestModule("detail") { registrar in ... })
/// ```
func testScreen(_ modules: TestModule...) throws -> SectionController<String> {
  try PluginRegistry(modules: modules).sections.controller(for: .testScreen)
}

extension SectionSnapshot {
  /// The item ids when loaded.
  var itemIDs: [String] { items.map(\.id) }
}
