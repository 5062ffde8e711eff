import Core

extension SectionSlot where Subject == Photo {
  /// The photo detail screen: DetailFeature contributes the header and details, other modules (the
  /// gallery's "more photos") add their own sections without either feature importing the other.
  public static let photoDetail = SectionSlot("photo.detail")
}
