import Foundation

/// Whole rows of cells compared by their bytes: what lets ``FrameRenderer`` skip the rows a frame left as they
/// were without comparing their cells one by one.
enum CellRows {
  /// Whether `count` cells from `start` hold the same bytes in `lhs` and `rhs`. Identical bytes are equal
  /// cells (the same style word, the same character or the same reference to its storage); cells that are
  /// equal may still differ in their bytes (one character stored twice), so `false` means "compare the cells".
  static func identical(
    _ lhs: UnsafeBufferPointer<Cell>, _ rhs: UnsafeBufferPointer<Cell>, from start: Int, count: Int
  ) -> Bool {
    guard count > 0, start >= 0, start + count <= lhs.count, start + count <= rhs.count,
      let left = lhs.baseAddress, let right = rhs.baseAddress
    else { return count == 0 }
    return memcmp(left + start, right + start, count * MemoryLayout<Cell>.stride) == 0
  }
}
