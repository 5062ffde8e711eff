extension Clock where Duration == Swift.Duration {
  /// A wait that starts now: the returned closure sleeps until `delay` after this call, however late it is
  /// called. A debounce fixes each keystroke's deadline when the key is pressed, so a test clock moved
  /// before the waiting task starts still wakes exactly the waits that are due.
  ///
  /// ```swift
  /// let wait = clock.deadline(after: .seconds(1))
  /// Task { try await wait(); await search() }
  /// ```
  func deadline(after delay: Swift.Duration) -> @Sendable () async throws -> Void {
    let deadline = now.advanced(by: delay)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}
