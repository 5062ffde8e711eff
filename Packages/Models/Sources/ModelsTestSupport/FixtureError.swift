/// A fixture could not be built from the values a test passed; thrown instead of trapping.
struct FixtureError: Error, CustomStringConvertible {
  let description: String
}
