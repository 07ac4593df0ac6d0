import Platform
import TextUI

// MARK: - Frame encoder

/// Turns frames into the bytes that change the terminal's screen from the previous frame to the new
/// one. Pure: it only remembers what the screen shows (the last frame, the current style, the cursor)
/// and returns bytes; the caller writes them in one `write`.
///
/// - Nothing is returned when nothing changed (same cells, same cursor placement).
/// - A non-empty result is wrapped in synchronized output (`CSI ?2026h` … `CSI ?2026l`).
/// - Only changed cells are written; a wide glyph is rewritten whole whenever either of its halves,
///   or a glyph it overlapped before, changes. SGR is sent only where the style changes. Every
///   changed row (and the final cursor placement) after written glyphs starts with an absolute
///   cursor position, so a glyph the terminal measures differently can only disturb its own row; within a
///   row, moves take the shortest of absolute, relative and "just rewrite the gap" forms.
/// - Control characters in cell text are never written (each becomes `?`), whatever the canvas holds.
/// - The encoder writes whatever styles the canvas has; TextUI leaves colours out when colour is off,
///   and `colorEnabled: false` makes sure of it.
public struct FrameEncoder {
  /// A cell position on the screen.
  struct Position: Equatable {
    var row: Int
    var column: Int
  }

  /// What the terminal shows, or nil when unknown (first frame, after a resize or a resume).
  private var screen: Canvas?
  /// Whether each row of `screen` holds a glyph terminals measure differently (worked out when the
  /// row was written, so a changed row's old cells are not searched again).
  private var uncertainRows: [Bool] = []
  /// The terminal's current SGR state, or nil when unknown.
  var pen: Style?
  /// The terminal's cursor position, or nil when unknown.
  var cursor: Position?
  /// Whether the terminal's cursor is visible, or nil when unknown.
  private var cursorShown: Bool?
  /// Whether `cursor` was set by positioning alone: false once glyphs were written after the last
  /// absolute move, since the terminal may have measured one of them differently.
  private var cursorTrusted = false
  /// Whether colours are sent; without them (`NO_COLOR`, `--no-color`) only attributes are.
  let colorEnabled: Bool

  /// An encoder that knows nothing of the screen: its first frame redraws everything. With
  /// `colorEnabled` false, cell colours are left out (bold, underline, inverse… are kept).
  public init(colorEnabled: Bool = true) {
    self.colorEnabled = colorEnabled
  }

  /// Forgets what the screen shows, so the next frame clears and redraws everything (call it after
  /// anything else may have drawn: a resize, a resume from suspension, leaving and re-entering).
  public mutating func invalidate() {
    screen = nil
    uncertainRows = []
    pen = nil
    cursor = nil
    cursorShown = nil
    cursorTrusted = false
  }

  // MARK: - Encoding a frame

  /// The bytes that turn the screen into `frame` with the cursor at `placement`; empty when the
  /// screen already shows exactly that.
  public mutating func encode(_ frame: Canvas, cursor placement: CursorPlacement = .hidden) -> [UInt8] {
    let wanted = Self.clamp(placement, to: frame)
    let previous: Canvas
    let redrawsAll: Bool
    if let screen, screen.width == frame.width, screen.height == frame.height {
      previous = screen
      redrawsAll = false
    } else {
      previous = Canvas(width: frame.width, height: frame.height)
      redrawsAll = true
    }
    let changedRows = redrawsAll ? Array(0..<frame.height) : Self.changedRows(previous, frame)
    if redrawsAll || uncertainRows.count != frame.height {
      uncertainRows = Array(repeating: false, count: frame.height)
    }
    if changedRows.isEmpty && cursorIsSettled(at: wanted) { return [] }

    var output: [UInt8] = []
    output.reserveCapacity(64 + changedRows.count * frame.width * 2)
    output += ControlSequence.beginSynchronizedUpdate
    if cursorShown != false && (!changedRows.isEmpty || wanted == nil) {
      output += ControlSequence.hideCursor
      cursorShown = false
    }
    if redrawsAll {
      output += ControlSequence.resetAndClear
      pen = .plain
      cursor = Position(row: 0, column: 0)
      cursorTrusted = true
    }
    withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(1, frame.width)) { scratch in
      previous.cells.withUnsafeBufferPointer { old in
        frame.cells.withUnsafeBufferPointer { new in
          guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
          for row in changedRows {
            // Each row starts from an absolute position once glyphs were written: if the terminal
            // measured one of them differently, the damage stays in that row.
            if !cursorTrusted { cursor = nil }
            cursorTrusted = false
            let start = row * frame.width
            let new = CellRow(base: newBase + start, count: frame.width)
            let newIsUncertain = new.hasUncertainWidth
            let rowWriter = RowWriter(
              row: row, old: CellRow(base: oldBase + start, count: frame.width), new: new,
              isWrittenWhole: uncertainRows[row] || newIsUncertain, scratch: scratch)
            rowWriter.write(into: &output, encoder: &self)
            uncertainRows[row] = newIsUncertain
          }
        }
      }
    }
    if let wanted {
      if !cursorTrusted { cursor = nil }
      moveCursor(to: wanted, along: nil, into: &output)
      cursorTrusted = true
      if cursorShown != true {
        output += ControlSequence.showCursor
        cursorShown = true
      }
    }
    output += ControlSequence.endSynchronizedUpdate
    screen = frame
    return output
  }

  /// Whether the cursor already is where `wanted` says (nil: hidden).
  private func cursorIsSettled(at wanted: Position?) -> Bool {
    guard let wanted else { return cursorShown == false }
    return cursorShown == true && cursor == wanted
  }

  private static func clamp(_ placement: CursorPlacement, to frame: Canvas) -> Position? {
    guard case .visible(let column, let row) = placement, frame.width > 0, frame.height > 0 else {
      return nil
    }
    return Position(row: min(max(0, row), frame.height - 1), column: min(max(0, column), frame.width - 1))
  }

  // MARK: - Finding changed rows

  /// The rows whose cells differ. Rows are first compared as raw memory — identical bytes mean
  /// identical cells, and that is the common case — and only then cell by cell.
  static func changedRows(_ old: Canvas, _ new: Canvas) -> [Int] {
    var rows: [Int] = []
    let width = new.width
    old.cells.withUnsafeBufferPointer { oldCells in
      new.cells.withUnsafeBufferPointer { newCells in
        guard let oldBase = oldCells.baseAddress, let newBase = newCells.baseAddress else { return }
        let rowBytes = width * MemoryLayout<Cell>.stride
        for row in 0..<new.height {
          let start = row * width
          if memcmp(oldBase + start, newBase + start, rowBytes) == 0 { continue }
          var index = start
          while index < start + width, CellRow.same(oldBase + index, newBase + index) { index += 1 }
          if index < start + width { rows.append(row) }
        }
      }
    }
    return rows
  }
}
