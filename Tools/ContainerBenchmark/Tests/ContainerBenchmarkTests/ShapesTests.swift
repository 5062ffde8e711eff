import Testing

@testable import container_benchmark

/// What `make bench-container` times is the same work on both containers: every shape resolves to the same value
/// on Core's container and on Swinject, and the registry with every feature module boots and shuts down.
@Suite struct ShapesTests {
  @Test func everyShape_resolvesToTheSameValue_onBothContainers() throws {
    let mosaic = try MosaicShapes()
    let swinject = SwinjectShapes()
    #expect(try mosaic.composite() == 3 && swinject.composite() == 3 && swinject.compositeSynchronized() == 3)
    #expect(try mosaic.singleton() == 7 && swinject.singleton() == 7)
    #expect(try mosaic.named() == 4 && swinject.named() == 4)
    #expect(try mosaic.graph() == 5 && swinject.graph() == 5)
  }

  @Test func theRegistry_withEveryFeatureModule_boots() async throws {
    try await bootRegistry()
  }
}
