import Core

/// The photo grid at a page.
struct GalleryDestination: Destination {
  let page: Int
}

/// One photo.
struct PhotoDestination: Destination {
  let id: String
}

/// One section of one photo's page.
struct PhotoSectionDestination: Destination {
  let id: String
  let section: String
}

/// Any photo.
struct RandomPhotoDestination: Destination {}
