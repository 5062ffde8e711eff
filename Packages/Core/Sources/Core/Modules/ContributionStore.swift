/// Collects the contributions of every module during registration, by kind, in the order they came.
final class ContributionStore {
  private var buckets: [ObjectIdentifier: any ContributionBucket] = [:]
  private var kinds: [ObjectIdentifier] = []

  func append<Value: Contribution>(_ value: Value, moduleID: String) {
    let kind = ObjectIdentifier(Value.self)
    if let bucket = buckets[kind] as? Bucket<Value> {
      bucket.items.append(Contributed(moduleID: moduleID, value: value))
      return
    }
    buckets[kind] = Bucket<Value>(items: [Contributed(moduleID: moduleID, value: value)])
    kinds.append(kind)
  }

  /// Every kind's contributions, kinds in the order first contributed.
  func lists() -> [(ObjectIdentifier, ContributionList)] {
    kinds.compactMap { kind in buckets[kind].map { (kind, $0.list()) } }
  }
}

private protocol ContributionBucket: AnyObject {
  func list() -> ContributionList
}

private final class Bucket<Value: Contribution>: ContributionBucket {
  var items: [Contributed<Value>]

  init(items: [Contributed<Value>]) {
    self.items = items
  }

  func list() -> ContributionList { ContributionList(items) }
}
