/// An error with a known description, thrown on purpose.
struct TestFailure: Error, Equatable, CustomStringConvertible {
  let description: String
}
