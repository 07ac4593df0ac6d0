import TextUI

// MARK: - Cursor motion

extension FrameEncoder {
  /// The widest gap of unchanged cells that is rewritten instead of jumped over.
  private static let longestRewrittenGap = 3

  /// Moves the cursor to `target` with the fewest bytes: an absolute `CUP`, relative moves
  /// (`\n`, `\r`, `\b`, `CUU`/`CUD`/`CUF`/`CUB`), or — on the same row — rewriting the few unchanged
  /// cells in between when `row` (the new frame's row) makes that cheaper.
  mutating func moveCursor(
    to target: Position, along row: CellRow?, into output: inout [UInt8]
  ) {
    guard let current = cursor else {
      Self.appendAbsoluteMove(to: target, into: &output)
      cursor = target
      return
    }
    if current == target { return }
    if current.row == target.row, let row,
      rewriteGap(from: current.column, to: target.column, of: row, into: &output)
    {
      cursor = target
      return
    }
    if Self.relativeCost(from: current, to: target) < Self.absoluteCost(to: target) {
      Self.appendRelativeMove(from: current, to: target, into: &output)
    } else {
      Self.appendAbsoluteMove(to: target, into: &output)
    }
    cursor = target
  }

  /// Rewrites the cells between the cursor and `target` when they are few, plain one-byte glyphs
  /// already in the current pen's style (so rewriting them changes nothing on screen).
  private func rewriteGap(
    from column: Int, to target: Int, of row: CellRow, into output: inout [UInt8]
  ) -> Bool {
    let gap = target - column
    guard gap > 0, gap <= Self.longestRewrittenGap, gap < Self.forwardCost(gap), let pen else {
      return false
    }
    for index in column..<target {
      let cell = row.cell(index)
      guard cell.pointee.width == 1, effectiveStyle(cell.pointee.style) == pen,
        Self.printableASCII(cell.pointee) != nil
      else { return false }
    }
    for index in column..<target {
      if let byte = Self.printableASCII(row.cell(index).pointee) { output.append(byte) }
    }
    return true
  }

  /// The cell's glyph's single byte when it is printable ASCII (read from its code: making its
  /// `Character` was a string built per cell).
  private static func printableASCII(_ cell: Cell) -> UInt8? {
    guard let byte = cell.asciiByte, byte >= 0x20, byte != 0x7F else { return nil }
    return byte
  }

  // MARK: - Costs

  private static func absoluteCost(to target: Position) -> Int {
    if target.row == 0 && target.column == 0 { return 3 }  // ESC [ H
    let rowCost = 2 + decimalDigits(target.row + 1) + 1  // ESC [ row H
    return target.column == 0 ? rowCost : rowCost + 1 + decimalDigits(target.column + 1)
  }

  private static func relativeCost(from current: Position, to target: Position) -> Int {
    verticalCost(target.row - current.row)
      + horizontalCost(from: current.column, to: target.column)
  }

  private static func verticalCost(_ rows: Int) -> Int {
    if rows == 0 { return 0 }
    let sequence = 3 + (abs(rows) == 1 ? 0 : decimalDigits(abs(rows)))
    return rows > 0 ? min(rows, sequence) : sequence  // down: that many line feeds, or CUD
  }

  private static func horizontalCost(from column: Int, to target: Int) -> Int {
    if target == column { return 0 }
    if target > column { return forwardCost(target - column) }
    let back = column - target == 1 ? 1 : 3 + decimalDigits(column - target)  // \b or CUB
    let fromMargin = 1 + (target == 0 ? 0 : forwardCost(target))  // \r then CUF
    return min(back, fromMargin)
  }

  private static func forwardCost(_ columns: Int) -> Int {
    3 + (columns == 1 ? 0 : decimalDigits(columns))
  }

  // MARK: - Emitting moves

  private static func appendAbsoluteMove(to target: Position, into output: inout [UInt8]) {
    output.appendCSI()
    if target.row != 0 || target.column != 0 {
      output.appendDecimal(target.row + 1)
      if target.column != 0 {
        output.append(UInt8(ascii: ";"))
        output.appendDecimal(target.column + 1)
      }
    }
    output.append(UInt8(ascii: "H"))
  }

  private static func appendRelativeMove(
    from current: Position, to target: Position, into output: inout [UInt8]
  ) {
    let rows = target.row - current.row
    if rows > 0 && rows <= verticalCost(rows) {
      output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: rows))
    } else if rows != 0 {
      appendSequence(count: abs(rows), final: rows > 0 ? "B" : "A", into: &output)
    }
    let columns = target.column - current.column
    if columns > 0 {
      appendSequence(count: columns, final: "C", into: &output)
    } else if columns < 0 {
      let back = -columns == 1 ? 1 : 3 + decimalDigits(-columns)
      let fromMargin = 1 + (target.column == 0 ? 0 : forwardCost(target.column))
      if back <= fromMargin {
        if -columns == 1 {
          output.append(0x08)
        } else {
          appendSequence(count: -columns, final: "D", into: &output)
        }
      } else {
        output.append(UInt8(ascii: "\r"))
        if target.column > 0 { appendSequence(count: target.column, final: "C", into: &output) }
      }
    }
  }

  /// `ESC [ n X`, leaving out `n` when it is 1.
  private static func appendSequence(count: Int, final: Unicode.Scalar, into output: inout [UInt8]) {
    output.appendCSI()
    if count != 1 { output.appendDecimal(count) }
    output.append(UInt8(ascii: final))
  }
}
