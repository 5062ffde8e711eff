import NetworkLayer

extension GalleryError: FeedStopping {
  /// What the photo page needs to know to say it in keys: an end of the feed, or a photo not on the listing.
  public var feedStop: FeedStop? {
    switch code {
    case .endOfFeed: .end(direction ?? .next)
    case .noListing, .notOnListing, .noLongerOnPage, .listingFromAnotherSource: .notListed
    case .photoUnavailable, .pastTheEnd, .unknownPhotographer: nil
    }
  }
}
