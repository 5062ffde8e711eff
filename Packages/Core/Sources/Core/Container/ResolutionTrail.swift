/// The services being resolved, innermost first: how the container finds a cycle and names it.
///
/// A resolve one level deeper adds one node that points at the trail it came from, so nothing is copied
/// (an array of keys was copied, and every key retained, at each level).
final class ResolutionTrail: Sendable {
  let key: ServiceKey
  let parent: ResolutionTrail?

  init(_ key: ServiceKey, parent: ResolutionTrail?) {
    self.key = key
    self.parent = parent
  }

  /// Whether `key` is on the trail.
  func contains(_ key: ServiceKey) -> Bool {
    var node: ResolutionTrail? = self
    while let current = node {
      if current.key == key { return true }
      node = current.parent
    }
    return false
  }

  /// The keys from the outermost to this one.
  var keys: [ServiceKey] {
    var keys: [ServiceKey] = []
    var node: ResolutionTrail? = self
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}
