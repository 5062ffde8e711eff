import Core

/// The one error type of the host: a host command could not do its job.
public struct HostError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// `mosaic doctor` found problems; each is one sentence in ``problems``.
    case doctorFoundProblems
  }

  public let code: Code
  public let problems: [String]

  public init(_ code: Code, problems: [String] = []) {
    self.code = code
    self.problems = problems
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    switch code {
    case .doctorFoundProblems:
      let list = problems.joined(separator: " ")
      return language.pick(
        en: "doctor found \(problems.count) problem(s): \(list)",
        de: "doctor hat \(problems.count) Problem(e) gefunden: \(list)")
    }
  }
}
