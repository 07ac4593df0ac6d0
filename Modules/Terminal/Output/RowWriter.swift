import TextUI

// MARK: - Writing one changed row

/// Writes the changed runs of one row: the smallest runs of cells that must be rewritten so that the
/// row on screen (`old`) becomes `new`.
struct RowWriter {
  let row: Int
  let old: UnsafeBufferPointer<Cell>
  let new: UnsafeBufferPointer<Cell>

  /// Erasing to the end of the line pays off when at least this many blank cells would be written.
  private static let eraseThreshold = 4

  /// Appends the bytes for this row and keeps the encoder's pen and cursor up to date.
  func write(into output: inout [UInt8], encoder: inout FrameEncoder) {
    let width = new.count
    let blankTail = firstOfBlankTail()
    var tailConsidered = false
    var column = 0
    while column < width {
      if old[column] == new[column] {
        column += 1
        continue
      }
      let run = changedRun(around: column)
      encoder.moveCursor(to: .init(row: row, column: run.lowerBound), along: new, into: &output)
      var drawn = run.lowerBound
      while drawn < run.upperBound {
        // Entering the row's blank tail: erase it in one go if enough of it changed. (Further on,
        // fewer changes remain, so this is decided once.)
        if drawn >= blankTail && !tailConsidered {
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

  /// The columns to rewrite for a change at `column`. A wide glyph is drawn whole, and drawing over
  /// either half of a glyph that was on screen wipes the other half, so the run grows to cover both
  /// halves of every wide glyph it touches, old or new, and merges with adjacent changes.
  private func changedRun(around column: Int) -> Range<Int> {
    var start = column
    while start > 0 && (old[start].isContinuation || new[start].isContinuation) { start -= 1 }
    var end = column
    while end + 1 < new.count
      && (old[end].width == 2 || new[end].width == 2 || old[end + 1] != new[end + 1])
    {
      end += 1
    }
    return start..<(end + 1)
  }

  /// How many cells from `column` to the end of the row differ.
  private func countChanged(from column: Int) -> Int {
    var count = 0
    for index in column..<new.count where old[index] != new[index] { count += 1 }
    return count
  }

  /// The first column from which the new row is blank to its end (`new.count` when it is not).
  private func firstOfBlankTail() -> Int {
    var column = new.count
    while column > 0 && new[column - 1] == Cell.blank { column -= 1 }
    return column
  }
}

// MARK: - Writing cells

extension FrameEncoder {
  /// Writes the cell at `column` of `row` (the whole glyph when it is wide) and returns the columns
  /// advanced. A continuation without its glyph, or a wide glyph without room, is written as a space:
  /// the screen never gets a half glyph, whatever the canvas holds.
  mutating func writeCell(
    at column: Int, of row: UnsafeBufferPointer<Cell>, into output: inout [UInt8]
  ) -> Int {
    let cell = row[column]
    setPen(effectiveStyle(cell.style), into: &output)
    let advance: Int
    if cell.width == 2 && column + 1 < row.count && row[column + 1].isContinuation {
      Self.appendGlyph(cell.character, columns: 2, into: &output)
      advance = 2
    } else if cell.width == 1 {
      Self.appendGlyph(cell.character, columns: 1, into: &output)
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

  /// Appends a glyph's UTF-8 bytes, or `?` per column if it holds any control character.
  static func appendGlyph(_ character: Character, columns: Int, into output: inout [UInt8]) {
    if let ascii = character.asciiValue, character.utf8.count == 1, ascii >= 0x20, ascii != 0x7F {
      output.append(ascii)
      return
    }
    if character.unicodeScalars.contains(where: isControl) {
      output.append(contentsOf: repeatElement(UInt8(ascii: "?"), count: columns))
    } else {
      output.append(contentsOf: character.utf8)
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
