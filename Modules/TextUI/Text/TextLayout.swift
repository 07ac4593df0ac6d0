/// A grapheme with its style and display width, the unit of text layout. It carries the grapheme's
/// cell code too, made once with the glyph (texts' glyphs are cached), so drawing copies bits.
struct Glyph {
  let character: Character
  let style: Style
  let width: Int
  /// `character` as a cell stores it.
  let code: GlyphCode

  init(character: Character, style: Style, width: Int) {
    self.character = character
    self.style = style
    self.width = width
    self.code = GlyphCode(character)
  }

  /// A plain space (compared by its byte: cheaper than comparing characters).
  var isSpace: Bool {
    let utf8 = character.utf8
    return utf8.count == 1 && utf8.first == 0x20
  }

  /// A line feed, carriage return, or both.
  var isLineBreak: Bool {
    let first = character.utf8.first
    return first == 0x0A || first == 0x0D
  }
}

/// Word wrapping, hard line breaks, line limits and truncation with "…".
enum TextLayout {
  /// The ellipsis that marks cut text.
  static let ellipsis: Character = "…"

  /// Lays `glyphs` out in lines at most `width` cells wide (unwrapped when `nil`), keeping at most
  /// `maxLines` lines and cutting the rest according to `truncation`.
  static func lines(
    _ glyphs: [Glyph], width: Int?, maxLines: Int?, truncation: TruncationMode,
    ambiguous: AmbiguousWidth = .narrow
  ) -> [[Glyph]] {
    let hardLines = splitHardLines(glyphs)
    var lines: [[Glyph]] = []
    if let width {
      for line in hardLines { lines.append(contentsOf: wrap(line, width: width)) }
    } else {
      lines = hardLines
    }
    guard let maxLines, lines.count > maxLines, maxLines > 0 else { return lines }
    let limit = width ?? Int.max
    if maxLines == 1 {
      // One line is the text itself cut (at its end, start or middle): its indentation and runs of
      // spaces kept (a column of times stays a column), not its wrapped words joined by single spaces.
      let whole = joined(hardLines[...])
      return [truncate(whole, to: limit, mode: truncation, ambiguous: ambiguous, forceEllipsis: true)]
    }
    switch truncation {
    case .tail:
      var kept = Array(lines.prefix(maxLines - 1))
      let rest = joined(lines[(maxLines - 1)...])
      kept.append(truncate(rest, to: limit, mode: .tail, ambiguous: ambiguous, forceEllipsis: true))
      return kept
    case .head:
      let kept = Array(lines.suffix(maxLines - 1))
      let rest = joined(lines[..<(lines.count - maxLines + 1)])
      return [truncate(rest, to: limit, mode: .head, ambiguous: ambiguous, forceEllipsis: true)] + kept
    case .middle:
      var kept = Array(lines.prefix(maxLines - 1))
      let rest = joined(lines[(maxLines - 1)...])
      kept.append(truncate(rest, to: limit, mode: .middle, ambiguous: ambiguous, forceEllipsis: true))
      return kept
    }
  }

  /// The width of a laid-out line.
  static func width(_ line: [Glyph]) -> Int { line.reduce(0) { $0 + $1.width } }

  // MARK: - Hard breaks

  private static func splitHardLines(_ glyphs: [Glyph]) -> [[Glyph]] {
    var lines: [[Glyph]] = [[]]
    for glyph in glyphs {
      if glyph.isLineBreak {
        lines.append([])
      } else {
        lines[lines.count - 1].append(glyph)
      }
    }
    return lines
  }

  private static func joined(_ lines: ArraySlice<[Glyph]>) -> [Glyph] {
    var result: [Glyph] = []
    for line in lines {
      if !result.isEmpty, let last = result.last {
        result.append(Glyph(character: " ", style: last.style, width: 1))
      }
      result.append(contentsOf: line)
    }
    return result
  }

  // MARK: - Wrapping

  /// A break unit: a word, or one wide character (CJK text may break between any two of them).
  private struct Unit {
    var glyphs: [Glyph] = []
    var width = 0
    var spacesBefore: [Glyph] = []
  }

  private static func units(_ line: [Glyph]) -> [Unit] {
    var units: [Unit] = []
    var current = Unit()
    var spaces: [Glyph] = []
    func flush() {
      if !current.glyphs.isEmpty {
        units.append(current)
        current = Unit()
      }
    }
    for glyph in line {
      if glyph.isSpace {
        flush()
        spaces.append(glyph)
      } else if glyph.width >= 2 {
        flush()
        units.append(Unit(glyphs: [glyph], width: glyph.width, spacesBefore: spaces))
        spaces = []
      } else {
        if current.glyphs.isEmpty {
          current.spacesBefore = spaces
          spaces = []
        }
        current.glyphs.append(glyph)
        current.width += glyph.width
      }
    }
    flush()
    return units
  }

  /// Greedy word wrap of one hard line. Spaces at the start of a wrapped line are dropped, except
  /// the hard line's own indentation (as SwiftUI keeps it): an indented line stays indented.
  static func wrap(_ line: [Glyph], width: Int) -> [[Glyph]] {
    guard width > 0 else { return [[]] }
    var lines: [[Glyph]] = []
    var current: [Glyph] = []
    var currentWidth = 0
    func push() {
      lines.append(current)
      current = []
      currentWidth = 0
    }
    for unit in units(line) {
      let isIndentation = lines.isEmpty && currentWidth == 0
      let spaces = currentWidth == 0 && !isIndentation ? [] : unit.spacesBefore
      if currentWidth + spaces.count + unit.width <= width {
        current += spaces + unit.glyphs
        currentWidth += spaces.count + unit.width
        continue
      }
      if unit.width <= width {
        if currentWidth > 0 || (isIndentation && !spaces.isEmpty) {
          // The indentation stays on the first line even when the word goes to the next.
          if isIndentation { current = spaces }
          push()
        }
        current = unit.glyphs
        currentWidth = unit.width
        continue
      }
      // A word longer than the line: fill the current line (its indentation at least), then break
      // inside the word.
      if (currentWidth > 0 || isIndentation) && currentWidth + spaces.count < width {
        current += spaces
        currentWidth += spaces.count
      } else if currentWidth > 0 {
        push()
      }
      for glyph in unit.glyphs {
        if currentWidth + glyph.width > width && currentWidth > 0 { push() }
        current.append(glyph)
        currentWidth += glyph.width
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  // MARK: - Truncation

  /// `line` cut to `width` cells with "…" at the head, middle or tail. With `forceEllipsis` the
  /// ellipsis is added even when the line fits (it stands for lines that were dropped).
  static func truncate(
    _ line: [Glyph], to width: Int, mode: TruncationMode, ambiguous: AmbiguousWidth = .narrow,
    forceEllipsis: Bool = false
  ) -> [Glyph] {
    let total = self.width(line)
    if total <= width && !forceEllipsis { return line }
    guard width > 0 else { return [] }
    let style = (mode == .head ? line.first?.style : line.last?.style) ?? .plain
    let mark = Glyph(
      character: ellipsis, style: style, width: DisplayWidth.of(ellipsis, ambiguous: ambiguous))
    if total + mark.width <= width && forceEllipsis {
      return mode == .head ? [mark] + line : line + [mark]
    }
    guard width >= mark.width else { return [] }
    let room = width - mark.width
    switch mode {
    case .tail:
      return prefix(line, width: room) + [mark]
    case .head:
      return [mark] + suffix(line, width: room)
    case .middle:
      let front = prefix(line, width: (room + 1) / 2)
      let back = suffix(line, width: room - self.width(front))
      return front + [mark] + back
    }
  }

  private static func prefix(_ line: [Glyph], width: Int) -> [Glyph] {
    var result: [Glyph] = []
    var used = 0
    for glyph in line {
      if used + glyph.width > width { break }
      result.append(glyph)
      used += glyph.width
    }
    while let last = result.last, last.isSpace { result.removeLast() }
    return result
  }

  private static func suffix(_ line: [Glyph], width: Int) -> [Glyph] {
    var result: [Glyph] = []
    var used = 0
    for glyph in line.reversed() {
      if used + glyph.width > width { break }
      result.append(glyph)
      used += glyph.width
    }
    while let last = result.last, last.isSpace { result.removeLast() }
    return result.reversed()
  }
}
