import Platform
import TextUI

// MARK: - A row of cells in memory

/// One row of a canvas's cell buffer, read in place: fields are read through the pointer, so no
/// cell (and no grapheme string) is copied just to look at its width.
struct CellRow {
  /// The row's first cell.
  let base: UnsafePointer<Cell>
  /// The number of cells.
  let count: Int

  /// The cell at `column`, in place.
  @inline(__always)
  func cell(_ column: Int) -> UnsafePointer<Cell> { base + column }

  /// The width of the cell at `column` (2: a wide glyph, 0: its right half).
  @inline(__always)
  func width(_ column: Int) -> UInt8 { (base + column).pointee.width }

  /// Whether the cell at `column` is the right half of a wide glyph.
  @inline(__always)
  func isContinuation(_ column: Int) -> Bool { width(column) == 0 }

  /// Whether any cell holds a glyph terminals measure differently (``Cell/hasUncertainWidth``).
  var hasUncertainWidth: Bool { Cell.anyHasUncertainWidth(base, count: count) }

  /// Whether two cells are equal: identical bytes (the common case, compared a word at a time in
  /// line: a `memcmp` call per cell cost more than the comparison), or equal values.
  @inline(__always)
  static func same(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    Cell.identicalBytes(first, second) || first.pointee == second.pointee
  }
}
