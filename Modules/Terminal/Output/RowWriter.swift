import TextUI

// MARK: - Writing one changed row

/// Writes the changed runs of one row: the smallest runs of cells that must be rewritten so that the
/// row on screen (`old`) becomes `new`.
struct RowWriter {
  let row: Int
  let old: CellRow
  let new: CellRow
  /// `changed[column]`: whether the cell differs (computed once, in `init`).
  private let changed: UnsafeMutableBufferPointer<Bool>

  /// Erasing to the end of the line pays off when at least this many blank cells would be written.
  private static let eraseThreshold = 4

  /// Whether the row is written whole: it holds, or held, a glyph terminals measure differently.
  let isWrittenWhole: Bool

  /// A writer for `row`; `scratch` (at least as long as the row) holds which cells changed.
  /// `isWrittenWhole` says whether the old or the new row holds a glyph of uncertain width
  /// (``CellRow/hasUncertainWidth``; the encoder remembers it of the rows on screen).
  init(
    row: Int, old: CellRow, new: CellRow, isWrittenWhole: Bool, scratch: UnsafeMutableBufferPointer<Bool>
  ) {
    self.row = row
    self.old = old
    self.new = new
    self.isWrittenWhole = isWrittenWhole
    changed = UnsafeMutableBufferPointer(rebasing: scratch[0..<new.count])
    for column in 0..<new.count {
      changed[column] = !CellRow.same(old.cell(column), new.cell(column))
    }
  }

  /// Appends the bytes for this row and keeps the encoder's pen and cursor up to date.
  func write(into output: inout [UInt8], encoder: inout FrameEncoder) {
    if isWrittenWhole {
      writeWhole(into: &output, encoder: &encoder)
      return
    }
    let width = new.count
    var blankTail: Int?
    var tailConsidered = false
    var column = 0
    while column < width {
      guard changed[column] else {
        column += 1
        continue
      }
      let run = changedRun(around: column)
      encoder.moveCursor(to: .init(row: row, column: run.lowerBound), along: new, into: &output)
      var drawn = run.lowerBound
      while drawn < run.upperBound {
        // Entering the row's blank tail: erase it in one go if enough of it changed. (Further on,
        // fewer changes remain, so this is decided once.)
        let tail = blankTail ?? firstOfBlankTail()
        blankTail = tail
        if drawn >= tail && !tailConsidered {
          tailConsidered = true
          if countChanged(from: drawn) >= Self.eraseThreshold {
            encoder.setPen(.plain, into: &output)
            output += ControlSequence.eraseToEndOfLine
            return  // The rest of the row is blank in the new frame, and now on screen too.
          }
        }
        drawn += encoder.writeCell(at: drawn, of: new, into: &output)
      }
      column = max(drawn, run.upperBound)
    }
  }

  /// Draws the row whole, for a row that holds — or held — a glyph terminals measure differently
  /// (``Cell/hasUncertainWidth``): the line is erased first, so nothing a differently measured glyph
  /// left on it survives, and the cell after each such glyph starts at an absolute position, so a
  /// glyph drawn wider than we measure is overwritten by what follows it instead of pushing it on.
  private func writeWhole(into output: inout [UInt8], encoder: inout FrameEncoder) {
    encoder.cursor = nil
    encoder.moveCursor(to: .init(row: row, column: 0), along: nil, into: &output)
    encoder.setPen(.plain, into: &output)
    output += ControlSequence.eraseToEndOfLine  // from column 0: the whole line
    let end = firstOfBlankTail()
    var column = 0
    var repositions = false
    while column < end {
      if repositions {
        encoder.cursor = nil
        encoder.moveCursor(to: .init(row: row, column: column), along: nil, into: &output)
        repositions = false
      }
      repositions = new.cell(column).pointee.hasUncertainWidth
      column += encoder.writeCell(at: column, of: new, into: &output)
    }
  }

  /// The columns to rewrite for a change at `column`. A wide glyph is drawn whole, and drawing over
  /// either half of a glyph that was on screen wipes the other half, so the run grows to cover both
  /// halves of every wide glyph it touches, old or new, and merges with adjacent changes.
  private func changedRun(around column: Int) -> Range<Int> {
    var start = column
    while start > 0 && (old.isContinuation(start) || new.isContinuation(start)) { start -= 1 }
    var end = column
    while end + 1 < new.count && (old.width(end) == 2 || new.width(end) == 2 || changed[end + 1]) {
      end += 1
    }
    return start..<(end + 1)
  }

  /// How many cells from `column` to the end of the row differ.
  private func countChanged(from column: Int) -> Int {
    var count = 0
    for index in column..<new.count where changed[index] { count += 1 }
    return count
  }

  /// The first column from which the new row is blank to its end (`new.count` when it is not).
  private func firstOfBlankTail() -> Int {
    var blank = Cell.blank
    return withUnsafePointer(to: &blank) { blank in
      var column = new.count
      while column > 0 && CellRow.same(new.cell(column - 1), blank) { column -= 1 }
      return column
    }
  }
}

// MARK: - Writing cells

extension FrameEncoder {
  /// Writes the cell at `column` of `row` (the whole glyph when it is wide) and returns the columns
  /// advanced. A continuation without its glyph, or a wide glyph without room, is written as a space:
  /// the screen never gets a half glyph, whatever the canvas holds.
  mutating func writeCell(at column: Int, of row: CellRow, into output: inout [UInt8]) -> Int {
    let cell = row.cell(column)
    setPen(effectiveStyle(cell.pointee.style), into: &output)
    let advance: Int
    let width = cell.pointee.width
    if width == 2 && column + 1 < row.count && row.isContinuation(column + 1) {
      Self.appendGlyph(of: cell, columns: 2, into: &output)
      advance = 2
    } else if width == 1 {
      Self.appendGlyph(of: cell, columns: 1, into: &output)
      advance = 1
    } else {
      output.append(UInt8(ascii: " "))
      advance = 1
    }
    if var position = cursor {
      position.column += advance
      // At the right margin the terminal's cursor position is uncertain (pending wrap): forget it.
      cursor = position.column < row.count ? position : nil
    }
    return advance
  }

  /// `style` as it is sent: without colours when colour is off.
  func effectiveStyle(_ style: Style) -> Style {
    colorEnabled ? style : style.withoutColor
  }

  /// Sends the SGR change from the current pen to `style`, if any.
  mutating func setPen(_ style: Style, into output: inout [UInt8]) {
    guard pen != style else { return }
    if let pen {
      output.append(contentsOf: style.sgrTransition(from: pen).utf8)
    } else {
      output.append(contentsOf: style.sgr.utf8)
    }
    pen = style
  }

  /// Appends the UTF-8 bytes of `cell`'s glyph (from its code, without making a `Character`), or
  /// `?` per column if it holds any control character (C0 and DEL are single bytes below 0x20 or
  /// 0x7F; C1 controls are encoded `C2 80`…`C2 9F`).
  static func appendGlyph(of cell: UnsafePointer<Cell>, columns: Int, into output: inout [UInt8]) {
    let start = output.count
    cell.pointee.appendUTF8(to: &output)
    replaceControls(from: start, columns: columns, in: &output)
  }

  /// Replaces the glyph written from `start` with `?` per column if it holds a control character.
  private static func replaceControls(from start: Int, columns: Int, in output: inout [UInt8]) {
    var previous: UInt8 = 0
    for index in start..<output.count {
      let byte = output[index]
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F) {
        output.removeSubrange(start...)
        output.append(contentsOf: repeatElement(UInt8(ascii: "?"), count: columns))
        return
      }
      previous = byte
    }
  }
}
