import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@Suite struct FakePhotoServiceTests {
  @Test func unknownId_failsLikeTheSourceItStandsFor() async throws {
    let embedded = try FakePhotoService(count: 3)
    let local = await #expect(throws: NetworkError.self) { try await embedded.client.photo("nope") }
    #expect(local == NetworkError(.notFound, value: "nope"))

    let remote = try FakePhotoService(count: 3, source: .unsplash(URL(fileURLWithPath: "/")))
    let error = await #expect(throws: NetworkError.self) { try await remote.client.photo("nope") }
    #expect(error?.code == .notFound)
    #expect(error?.service == "Unsplash")
    #expect(error?.status == 404)
    #expect(remote.photoRequests == ["nope"])
  }

  @Test func outage_isATransportFailure_thatAllowsASavedCopy() async throws {
    let service = try FakePhotoService(count: 60)
    service.fail(page: 2)
    let error = await #expect(throws: NetworkError.self) { try await service.client.listPhotos(2, 30) }
    #expect(error == FakePhotoService.outage)
    #expect(error?.code == .transport)
    #expect(error?.allowsStaleFallback == true)
    #expect(service.requestedPages == [2])
  }

  @Test func heldCall_waitsForTheGate() async throws {
    let service = try FakePhotoService(count: 60)
    let gate = service.hold(page: 1)
    let load = Task { try await service.client.listPhotos(1, 30) }
    await gate.arrived()
    #expect(service.requestedPages == [1])
    gate.release()
    #expect(try await load.value.value.photos.count == 30)
  }
}
