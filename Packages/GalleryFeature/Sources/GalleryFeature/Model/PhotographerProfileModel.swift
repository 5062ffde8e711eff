import Core
import Models
import NetworkLayer
import Observation

/// The profile over a photographer's grid in the terminal app (`mosaic://user/USERNAME`): loads on its own, beside
/// the photos, so a slow or failed profile never holds the grid back, and the grid's failure never hides a profile.
///
/// ```swift
/// let profile = PhotographerProfileModel(username: "chen", photos: photos)
/// await profile.load()
/// profile.profile?.totalPhotos
/// ```
@MainActor @Observable
final class PhotographerProfileModel {
  let username: String
  private(set) var phase = LoadPhase.idle
  private(set) var profile: PhotographerProfile?
  @ObservationIgnored private let fetch: @Sendable (String) async throws -> Fetched<PhotographerProfile>

  init(username: String, photos: PhotoClient) {
    self.username = username
    fetch = photos.profile
  }

  /// Asks for the profile once; a failure is kept with its typed error, what was shown stays.
  func load() async {
    guard phase != .loading else { return }
    phase = .loading
    do {
      profile = try await fetch(username).value
      phase = .loaded
    } catch {
      phase = .failure(error)
    }
  }
}
