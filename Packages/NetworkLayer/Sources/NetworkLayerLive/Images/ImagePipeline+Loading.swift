import Core
import Foundation
import NetworkLayer

extension ImagePipeline {
  /// Encoded bytes to bitmap: a copy on disk that does not decode is dropped and fetched again, never shown;
  /// bytes from the network that do not decode are dropped too, and the error is the load's.
  nonisolated func produce(_ request: ImageRequest) async throws -> Bitmap {
    let url = request.url
    let encoded = try await fetch(url, priority: request.priority, bypassDisk: false)
    let bitmap: Bitmap
    do {
      bitmap = try decode(encoded.data, request)
    } catch {
      await disk.remove(url)
      guard encoded.origin == .disk else { throw error }
      let fresh = try await fetch(url, priority: request.priority, bypassDisk: true)
      do {
        bitmap = try decode(fresh.data, request)
      } catch {
        await disk.remove(url)
        throw error
      }
    }
    await remember(bitmap, for: request.cacheKey)
    return bitmap
  }

  private nonisolated func decode(_ data: Data, _ request: ImageRequest) throws -> Bitmap {
    do {
      return try decoder.decode(data, request.size, request.fit)
    } catch let error as ImageError {
      throw error.about(request.url)
    }
  }

  func fetch(_ url: URL, priority: ImagePriority, bypassDisk: Bool) async throws -> Encoded {
    try await join(fetches, FetchKey(url: url, bypassDisk: bypassDisk), priority: priority) { id in
      try await self.retrieve(url, bypassDisk: bypassDisk, id: id, priority: priority)
    }
  }

  /// The disk copy while it is fresh; otherwise the source, revalidating a stale copy with its `ETag`
  /// (a 304 refreshes it without a download) and falling back to it when the server cannot be reached.
  private nonisolated func retrieve(
    _ url: URL, bypassDisk: Bool, id: Int, priority: ImagePriority
  ) async throws -> Encoded {
    var stale: DiskImage?
    if !bypassDisk, let entry = await disk.entry(url) {
      if entry.expiresAt > now() {
        await count(\.diskHits)
        return Encoded(data: entry.data, origin: .disk)
      }
      stale = entry
    }
    try await acquireSlot(id, priority: priority)
    let download: ImageDownload
    do {
      download = try await source.fetch(url, stale?.etag)
      await releaseSlot()
    } catch {
      await releaseSlot()
      if let stale, let imageError = error as? ImageError, imageError.allowsStaleCopy {
        await count(\.diskHits)
        return Encoded(data: stale.data, origin: .disk)
      }
      throw (error as? ImageError)?.about(url) ?? error
    }
    switch download {
    case .notModified(let maxAge):
      guard let stale else { throw ImageError(.httpStatus, url: url, status: 304) }
      await disk.refresh(url, await expiry(maxAge))
      await count(\.notModified)
      return Encoded(data: stale.data, origin: .disk)
    case .downloaded(let data, let etag, let maxAge):
      await disk.store(url, data, etag, await expiry(maxAge))
      if url.scheme?.lowercased() == ImageSource.embeddedScheme {
        // A BlurHash rendered here, not a download: `mosaic cache` must not claim the network was used.
        await count(\.rendered)
      } else {
        await count(\.downloads)
        await count(\.bytesDownloaded, by: data.count)
      }
      return Encoded(data: data, origin: .network)
    }
  }
}
