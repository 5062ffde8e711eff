import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// The photo page's sections as the view model composes them: every module's, in order, each settling on
/// its own.
@MainActor @Suite struct PhotoDetailSectionsTests {
  @Test func sections_comeFromEveryModule_inOrder_withIDsUniqueAcrossThePage() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let model = try host.model()

      await model.open("p003")

      let sections = model.state.sections
      #expect(sections.map(\.moduleID) == ["detail", "detail", "detail", "detail", "detail", "test.extras", "detail"])
      #expect(
        sections.map(\.title)
          == [nil, "Details", "About the photo", "Camera", "Photographer", "Extras", "More by this photographer"])
      let ids = sections.flatMap(\.items).map(\.id)
      #expect(Set(ids).count == ids.count)
      #expect(ids.first == "detail.header/title")
      #expect(ids.suffix(2) == ["test.extras/by", "detail.more-by-photographer/p008"])
    }
  }

  @Test func failingSection_leavesTheOthersLoaded_andKeepsItsTypedError() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service, extras: ExtrasModule(failure: FakePhotoService.outage)) { host in
      let model = try host.model()

      await model.open("p003")

      guard case .loaded = model.state.phase else {
        Issue.record("phase \(model.state.phase)")
        return
      }
      let sections = model.state.sections
      expectEqual(sections.map { $0.failure == nil }, [true, true, true, true, true, false, true])
      #expect(sections[5].failure as? NetworkError == FakePhotoService.outage)
      #expect(sections[0].items.count == 1)
      #expect(sections[1].items.count == 7)
    }
  }

  @Test func loadSections_inGerman_titlesTheSectionsInGerman() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let model = try host.model(language: .german)

      await model.open("p003")

      #expect(
        model.state.sections.map(\.title)
          == [nil, "Details", "Über das Foto", "Kamera", "Fotograf", "Zusätze", "Mehr von diesem Fotografen"])
      let labels = model.state.sections[1].items.compactMap { item -> String? in
        if case .field(let label, _) = item.content { label } else { nil }
      }
      #expect(labels == ["Beschreibung", "Alternativtext", "Größe", "Farbe", "Likes", "Erstellt", "BlurHash"])
    }
  }

  @Test func loadSections_withNothingShown_leavesThePageEmpty() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let model = try host.model()

      await model.loadSections()

      #expect(model.state.sections.isEmpty)
    }
  }
}
