import Core
import CoreCLI
import CoreUI
import Foundation
import Models
import Observation

/// What the photo's page does to the photo shown: `d` downloads the full picture into the download folder as
/// `mosaic photo ID --save` does (Unsplash's download endpoint first; never replacing a file), `o` opens the
/// photo's Unsplash page and `u` the photographer's, both with Unsplash's referral parameters. The last outcome
/// is a notice for the status line; a second `d` while one downloads does nothing.
@MainActor @Observable
final class PhotoActions {
  enum Notice: Equatable {
    case downloading(String)
    case saved(SavedPhoto)
    case opened(String)
    case failed(String)

    func status(_ language: Language) -> ScreenStatus {
      switch self {
      case .downloading(let id): .loading(DetailScreenStrings.downloading(id, language))
      case .saved(let saved): .note(DetailScreenStrings.downloaded(saved, language))
      case .opened(let url): .note(DetailScreenStrings.opened(url, language))
      case .failed(let message): .error(message)
      }
    }
  }

  var notice: Notice?
  @ObservationIgnored private let saver: PhotoSaver
  @ObservationIgnored private let desktop: DesktopClient
  @ObservationIgnored private let folder: PhotoDownloadFolder
  @ObservationIgnored private let language: Language
  @ObservationIgnored private let tasks = TaskBag()
  @ObservationIgnored private var downloading = false

  init(saver: PhotoSaver, desktop: DesktopClient, folder: PhotoDownloadFolder, language: Language) {
    self.saver = saver
    self.desktop = desktop
    self.folder = folder
    self.language = language
  }

  /// `d`: the full picture into the download folder, under a name no file has.
  func download(_ photo: Photo) {
    guard !downloading else { return }
    downloading = true
    notice = .downloading(photo.id)
    let saver = self.saver
    let folder = folder.url
    let language = self.language
    tasks.run { [weak self] in
      let notice: Notice
      do {
        notice = .saved(try await saver.saveNew(photo.id, in: folder))
      } catch let error as any MosaicError {
        notice = .failed(error.message(in: language))
      } catch {
        notice = .failed(DetailScreenStrings.downloadFailed(photo.id, language))
      }
      self?.notice = notice
      self?.downloading = false
    }
  }

  /// `o`: the photo's page on Unsplash.
  func openPhoto(_ photo: Photo) { open(PhotoAttribution(photo).photoURL) }

  /// `u`: the photographer's page on Unsplash.
  func openPhotographer(_ photo: Photo) { open(PhotoAttribution(photo).photographerURL) }

  /// Forgets the last outcome (the page moved to another photo).
  func clear() {
    if !downloading { notice = nil }
  }

  private func open(_ url: String) {
    let desktop = self.desktop
    let language = self.language
    tasks.run { [weak self] in
      switch await desktop.open(url) {
      case .opened: self?.notice = .opened(url)
      case .unavailable(let reason): self?.notice = .failed(DetailScreenStrings.couldNotOpen(url, reason, language))
      }
    }
  }

  func settle() async { await tasks.settle() }

  func cancelAll() { tasks.cancelAll() }
}
