import Core
import CoreUI
import NetworkLayer

extension ImageClient {
  /// The image pipeline as a screen's picture source: bitmaps become pictures off the main actor.
  var pictureSource: PictureLoader<ImageRequest>.Source {
    PictureLoader.Source(
      load: { request in
        guard let picture = Picture(try await image(request)) else {
          throw ImageError(.tooManyPixels, url: request.url)
        }
        return picture
      },
      prefetch: prefetch, cancelPrefetch: cancelPrefetch)
  }
}
