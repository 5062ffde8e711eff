import Core

/// One photo.
struct PhotoDestination: Destination {
  let id: String
}

/// The photo grid at a page.
struct GalleryDestination: Destination {
  let page: Int
}

/// What presents ``PhotoDestination`` in the tests: built once by its module's factory.
struct PhotoPrinter: Sendable {
  let prefix: String
}
