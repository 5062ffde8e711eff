import Foundation

extension StorageLocations {
  /// Where the image pipeline keeps encoded pictures and their index, `cacheDirectory/images`.
  public var imageCacheDirectory: URL {
    cacheDirectory.appendingPathComponent("images", isDirectory: true)
  }

  /// Where the services keep their last good answers, `cacheDirectory/responses`.
  public var responsesDirectory: URL {
    cacheDirectory.appendingPathComponent("responses", isDirectory: true)
  }
}
