import Core
import NetworkLayer

/// One photo's page: where `mosaic photo ID` and `mosaic://photo/ID` lead; with a direction, the photo
/// next to it along the gallery listing.
public struct PhotoDestination: Destination {
  public var id: String
  public var direction: FeedDirection?

  public init(id: String, direction: FeedDirection? = nil) {
    self.id = id
    self.direction = direction
  }
}
