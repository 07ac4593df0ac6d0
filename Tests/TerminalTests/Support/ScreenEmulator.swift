import TextUI

// MARK: - In-memory terminal emulator

/// A small VT-style terminal: applies bytes to a grid of cells the way xterm-like terminals do, for
/// the sequences the frame encoder may use (CUP, CUU/CUD/CUF/CUB, CR, LF, BS, EL, ED 2, SGR, private
/// modes). Anything else — an unknown sequence, a control byte, printing past the right margin,
/// scrolling — is recorded in `violations`, because a real terminal would not show what we meant.
///
/// Where terminals disagree, the emulator is strict: when a glyph overwrites half of a wide glyph,
/// the other half becomes `poison` rather than a blank, so a frame is only correct if the encoder
/// rewrites that half itself.
struct ScreenEmulator {
  /// What a half-overwritten wide glyph leaves behind; never produced by the random frames.
  static let poison = Cell(character: "~", style: Style(inverse: true), width: 1)

  let width: Int
  let height: Int
  private(set) var cells: [Cell]
  private(set) var row = 0
  private(set) var column = 0
  private(set) var cursorVisible = true
  private(set) var privateModes: [Int: Bool] = [:]
  private(set) var violations: [String] = []
  private var pen = Style.plain
  private var atRightMargin = false

  /// A screen of `width` × `height` cells, filled with `fill` (poison by default, so a frame that
  /// does not clear or draw everything is caught).
  init(width: Int, height: Int, fill: Cell = ScreenEmulator.poison) {
    self.width = width
    self.height = height
    cells = Array(repeating: fill, count: width * height)
  }

  /// Whether the screen shows exactly `canvas`. The right half of a wide glyph is drawn by the
  /// terminal with the glyph's own style, so a continuation cell only has to be a continuation.
  func matches(_ canvas: Canvas) -> Bool {
    guard canvas.width == width, canvas.height == height else { return false }
    return zip(canvas.cells, cells).allSatisfy { expected, shown in
      expected.isContinuation ? shown.isContinuation : expected == shown
    }
  }

  /// The screen as text lines (continuations left out, poison as `~`), for failure messages.
  var lines: [String] {
    (0..<height).map { row in
      String(cells[(row * width)..<(row * width + width)].filter { !$0.isContinuation }.map(\.character))
    }
  }

  // MARK: - Applying bytes

  /// Applies `bytes` as a terminal would.
  mutating func apply(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = applyEscape(bytes, from: index)
      case 0x0D:
        moveTo(row: row, column: 0)
        index += 1
      case 0x0A:
        if row + 1 >= height { violations.append("line feed on the last row scrolls") }
        moveTo(row: min(height - 1, row + 1), column: column)
        index += 1
      case 0x08:
        moveTo(row: row, column: max(0, column - 1))
        index += 1
      case 0x00..<0x20, 0x7F:
        violations.append("control byte \(byte) written")
        index += 1
      default:
        var end = index
        while end < bytes.count && bytes[end] >= 0x20 && bytes[end] != 0x7F { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) { print(character) }
        index = end
      }
    }
  }

  private mutating func moveTo(row newRow: Int, column newColumn: Int) {
    row = min(max(0, newRow), height - 1)
    column = min(max(0, newColumn), width - 1)
    atRightMargin = false
  }

  // MARK: - Printing

  private mutating func print(_ character: Character) {
    let glyphWidth = DisplayWidth.of(character)
    guard glyphWidth > 0 else {
      violations.append("zero-width glyph \(character.unicodeScalars.map(\.value)) written alone")
      return
    }
    if atRightMargin { violations.append("glyph written past the right margin") }
    if character.unicodeScalars.contains(where: Sanitizer.isControl) {
      violations.append("control character inside a glyph")
    }
    guard column + glyphWidth <= width else {
      violations.append("wide glyph does not fit at column \(column)")
      return
    }
    let index = row * width + column
    breakWideGlyph(at: index)
    if glyphWidth == 2 { breakWideGlyph(at: index + 1) }
    cells[index] = Cell(character: character, style: pen, width: UInt8(glyphWidth))
    if glyphWidth == 2 { cells[index + 1] = Cell(character: " ", style: pen, width: 0) }
    column += glyphWidth
    if column >= width {
      column = width - 1
      atRightMargin = true
    }
  }

  /// Before `index` is overwritten: if it is half of a wide glyph, the other half is poisoned.
  private mutating func breakWideGlyph(at index: Int) {
    let rowStart = (index / width) * width
    if cells[index].isContinuation && index > rowStart {
      cells[index - 1] = Self.poison
    } else if cells[index].width == 2 && index + 1 < rowStart + width {
      cells[index + 1] = Self.poison
    }
  }

  // MARK: - Escape sequences

  private mutating func applyEscape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      violations.append("escape other than CSI")
      return start + 1
    }
    var index = start + 2
    var isPrivate = false
    if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
      isPrivate = true
      index += 1
    }
    var parameterText = ""
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      parameterText.unicodeScalars.append(Unicode.Scalar(bytes[index]))
      index += 1
    }
    guard index < bytes.count else {
      violations.append("unfinished CSI")
      return index
    }
    let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    applyCSI(final: bytes[index], parameters: parameters, isPrivate: isPrivate)
    return index + 1
  }

  private mutating func applyCSI(final: UInt8, parameters: [Int?], isPrivate: Bool) {
    func parameter(_ position: Int, default value: Int) -> Int {
      guard position < parameters.count, let given = parameters[position], given != 0 else { return value }
      return given
    }
    if isPrivate {
      applyPrivateMode(final: final, parameters: parameters)
      return
    }
    switch final {
    case UInt8(ascii: "H"):
      moveTo(row: parameter(0, default: 1) - 1, column: parameter(1, default: 1) - 1)
    case UInt8(ascii: "A"): moveTo(row: row - parameter(0, default: 1), column: column)
    case UInt8(ascii: "B"): moveTo(row: row + parameter(0, default: 1), column: column)
    case UInt8(ascii: "C"): moveTo(row: row, column: column + parameter(0, default: 1))
    case UInt8(ascii: "D"): moveTo(row: row, column: column - parameter(0, default: 1))
    case UInt8(ascii: "K"):
      guard parameter(0, default: 0) == 0 else { return violations.append("unsupported EL") }
      if pen.background != nil || pen.inverse { violations.append("erase with a coloured pen") }
      if cells[row * width + column].isContinuation { violations.append("erase from half a glyph") }
      for index in (row * width + column)..<(row * width + width) { cells[index] = .blank }
    case UInt8(ascii: "J"):
      guard parameter(0, default: 0) == 2 else { return violations.append("unsupported ED") }
      if pen.background != nil || pen.inverse { violations.append("clear with a coloured pen") }
      cells = Array(repeating: .blank, count: width * height)
    case UInt8(ascii: "m"):
      applySGR(parameters.isEmpty ? [0] : parameters.map { $0 ?? 0 })
    default:
      violations.append("unsupported CSI final \(Character(Unicode.Scalar(final)))")
    }
  }

  private mutating func applyPrivateMode(final: UInt8, parameters: [Int?]) {
    guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else {
      return violations.append("unsupported private CSI")
    }
    for case let mode? in parameters {
      privateModes[mode] = final == UInt8(ascii: "h")
      if mode == 25 { cursorVisible = final == UInt8(ascii: "h") }
    }
  }

  private mutating func applySGR(_ codes: [Int]) {
    for code in codes {
      switch code {
      case 0: pen = .plain
      case 1: pen.bold = true
      case 2: pen.dim = true
      case 3: pen.italic = true
      case 4: pen.underline = true
      case 7: pen.inverse = true
      case 22:
        pen.bold = false
        pen.dim = false
      case 23: pen.italic = false
      case 24: pen.underline = false
      case 27: pen.inverse = false
      case 30...37: pen.foreground = Color(rawValue: code - 30)
      case 90...97: pen.foreground = Color(rawValue: code - 90 + 8)
      case 39: pen.foreground = nil
      case 40...47: pen.background = Color(rawValue: code - 40)
      case 100...107: pen.background = Color(rawValue: code - 100 + 8)
      case 49: pen.background = nil
      default: violations.append("unsupported SGR \(code)")
      }
    }
  }
}
