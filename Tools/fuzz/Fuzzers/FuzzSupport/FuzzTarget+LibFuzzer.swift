import FuzzTargets

extension FuzzTarget {
  /// One input from libFuzzer: a finding ends the process, which libFuzzer records as a crash with the input
  /// that caused it.
  public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    do {
      try run(UnsafeBufferPointer(start: start, count: count))
    } catch {
      fatalError("\(name): \(error)")
    }
    return 0
  }
}
