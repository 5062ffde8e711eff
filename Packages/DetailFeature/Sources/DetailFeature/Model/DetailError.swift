import Core
import NetworkLayer

/// The one error type of DetailFeature: the photo page could not be shown or moved.
///
/// ```swift
/// catch let error as DetailError where error.code == .noFeed { print(error.photoID ?? "") }
/// ```
public struct DetailError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No module provides a feed of photos to move along (the gallery is not in the composition root).
    case noFeed
    /// Nothing is shown yet, so there is nothing to move from or to change.
    case nothingShown
    /// `--save` would replace a file that exists, and `--force` was not given.
    case fileExists
    /// The photo comes from the embedded catalog, which has no full picture to download.
    case notDownloadable
    /// The downloaded picture could not be written.
    case writeFailed
    /// The picture downloaded is empty or larger than the cap.
    case badPicture
  }

  public let code: Code
  public let photoID: String?
  public let direction: FeedDirection?
  /// The file `--save` meant to write, for the save codes.
  public let path: String?

  public init(_ code: Code, photoID: String? = nil, direction: FeedDirection? = nil, path: String? = nil) {
    self.code = code
    self.photoID = photoID
    self.direction = direction
    self.path = path
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let id = photoID ?? ""
    switch code {
    case .noFeed:
      let flag = direction == .previous ? "--previous" : "--next"
      return language.pick(
        en: "No module lists photos to move along, so `mosaic photo \(id) \(flag)` has nowhere to go; add the "
          + "gallery module to the composition root, or show the photo without \(flag).",
        de: "Kein Modul listet Fotos zum Durchblättern, daher führt `mosaic photo \(id) \(flag)` nirgendwohin; "
          + "füge das Galerie-Modul hinzu oder zeige das Foto ohne \(flag).")
    case .nothingShown:
      return language.pick(
        en: "No photo is shown yet; open one with `mosaic photo ID` first.",
        de: "Es wird noch kein Foto gezeigt; öffne zuerst eines mit `mosaic photo ID`.")
    case .fileExists, .notDownloadable, .writeFailed, .badPicture:
      return DetailStrings.saveFailure(code, id: id, path: path ?? "", language)
    }
  }
}
