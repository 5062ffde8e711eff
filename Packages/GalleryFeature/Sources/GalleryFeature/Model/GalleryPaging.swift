/// Page arithmetic on numbers a service, a saved listing or a flag supplied: none of it can trap.
///
/// ```swift
/// GalleryPaging.pageCount(total: Int.max, perPage: 30)  // 307445734561825860, not a crash
/// GalleryPaging.next(after: Int.max)  // Int.max
/// ```
enum GalleryPaging {
  /// How many pages of `perPage` hold `total` photos; at least 1.
  static func pageCount(total: Int, perPage: Int) -> Int {
    let perPage = max(perPage, 1)
    let total = max(total, 0)
    return max(1, total / perPage + (total % perPage == 0 ? 0 : 1))
  }

  /// The page after `page`, or `page` itself at the top of the range.
  static func next(after page: Int) -> Int {
    let (next, overflow) = page.addingReportingOverflow(1)
    return overflow ? page : next
  }

  /// The page before `page`, or `page` itself at the bottom of the range.
  static func previous(before page: Int) -> Int {
    let (previous, overflow) = page.subtractingReportingOverflow(1)
    return overflow ? page : previous
  }
}
