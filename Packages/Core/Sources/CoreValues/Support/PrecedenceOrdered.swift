/// A value ordered by three numbers, the most significant first: a version's major, minor and patch.
///
/// The `<` lives here, in the module that seldom changes, on purpose: the compiler records every use of `<` as
/// a use of the operator's name in any module, so a module that declares `<` and changes often recompiles every
/// file that compares anything (see Packages/Core/README.md). A type of Core gets its order by conforming.
///
/// ```swift
/// struct Version: PrecedenceOrdered { var precedence: (Int, Int, Int) }
/// Version(precedence: (1, 2, 0)) < Version(precedence: (1, 10, 0))  // true
/// ```
public protocol PrecedenceOrdered: Comparable {
  /// The numbers compared, most significant first.
  var precedence: (Int, Int, Int) { get }
}

extension PrecedenceOrdered {
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.precedence < rhs.precedence
  }
}
