import Core

extension JSONValue {
  /// The elements when this is an array, else empty.
  ///
  /// ```swift
  /// #expect(try console.json()["photos"]?.elements.count == 30)
  /// ```
  public var elements: [JSONValue] {
    if case .array(let elements) = self { elements } else { [] }
  }

  /// The member names when this is an object, else empty.
  public var keys: Set<String> {
    if case .object(let object) = self { Set(object.keys) } else { [] }
  }
}
