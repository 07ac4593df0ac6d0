import TextUI

/// A leg's "1 → 2  Monterey → San Luis Obispo" fitted to the cells it has: the names are cut in the
/// middle ("San Luis…Obispo") — at their end when fewer than ``middleCutWidth`` cells are left
/// ("Mon…", not "Mo…y") — the starting stop's first (it is the line above's destination), so the
/// destination keeps its name as long as it can. A starting name short enough to take at most a
/// third of the names' room is kept whole ("Voss → 27 km S…Stranda", not "Vo… → 27 km SE…Stranda":
/// one cell saved is not worth a name no one can read). Where some leg's names could only be cut
/// past reading ("Vo… → Gei…er"), the table shows each leg's destination alone ("2 → 3  Geiranger"):
/// its start is the line above's destination.
enum LegText {
  /// The fewest cells the starting stop's name keeps before the destination's name is cut.
  static let minimumFromWidth = 3
  /// The fewest cells a name is cut in its middle in; in fewer, its start is what is recognised.
  static let middleCutWidth = 6

  /// `numbers`, `from` and `to` as one line of at most `width` cells.
  static func fitted(numbers: String, from: String, to: String, width: Int) -> String {
    guard let widths = cutWidths(numbers: numbers, from: from, to: to, width: width) else {
      return "\(numbers)  \(from)\(arrow)\(to)"
    }
    return "\(numbers)  \(shortened(from, to: widths.from))\(arrow)\(shortened(to, to: widths.to))"
  }

  /// `numbers` and `to` alone as one line of at most `width` cells ("2 → 3  Geiranger").
  static func destination(numbers: String, to: String, width: Int) -> String {
    "\(numbers)  \(shortened(to, to: max(1, width - DisplayWidth.of("\(numbers)  "))))"
  }

  /// Whether ``fitted(numbers:from:to:width:)`` keeps both names readable: the starting name
  /// whole or in at least ``readableFromWidth`` cells ("Big…", the line above says the rest), the
  /// destination whole or cut in its middle (in at least ``middleCutWidth`` cells).
  static func keepsNamesReadable(numbers: String, from: String, to: String, width: Int) -> Bool {
    let fromFull = DisplayWidth.of(from)
    let toFull = DisplayWidth.of(to)
    guard let widths = cutWidths(numbers: DisplayWidth.of(numbers), from: fromFull, to: toFull, width: width)
    else { return true }
    return (widths.from >= fromFull || widths.from >= readableFromWidth)
      && (widths.to >= toFull || widths.to >= middleCutWidth)
  }

  /// The fewest cells a cut starting name is still read in: three characters and "…".
  static let readableFromWidth = 4

  /// What stands between the two names.
  private static let arrow = " → "
  /// The cells the arrow takes.
  private static let arrowCells = DisplayWidth.of(arrow)
  /// The cells of the line that are not the names: the numbers' own, two spaces and the arrow's.
  private static func fixedCells(numbers: Int) -> Int { numbers + 2 + arrowCells }

  /// The cells each name gets when the whole line does not fit in `width`; nil when it does.
  private static func cutWidths(numbers: String, from: String, to: String, width: Int) -> (
    from: Int, to: Int
  )? {
    cutWidths(
      numbers: DisplayWidth.of(numbers), from: DisplayWidth.of(from), to: DisplayWidth.of(to), width: width)
  }

  /// ``cutWidths(numbers:from:to:width:)`` from the cells the numbers and the whole names take (the
  /// line is its parts side by side, each measured once).
  private static func cutWidths(numbers: Int, from fromFull: Int, to toWidth: Int, width: Int) -> (
    from: Int, to: Int
  )? {
    let fixed = fixedCells(numbers: numbers)
    guard fixed + fromFull + toWidth > width else { return nil }
    let names = width - fixed
    let fromWidth =
      fromFull * 3 <= names ? fromFull : max(min(fromFull, minimumFromWidth), names - toWidth)
    return (fromWidth, max(1, names - fromWidth))
  }

  /// `text` in at most `width` cells: whole if it fits, else its start and end around "…"
  /// ("San Luis…Obispo"), the start getting the odd cell — or, in fewer than ``middleCutWidth``
  /// cells, its start and "…" ("Mon…"). Wide characters are kept whole.
  static func shortened(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    let characters = Array(text)
    let room = width - 1
    let headRoom = width < middleCutWidth ? room : (room + 1) / 2
    var head: [Character] = []
    var used = 0
    for character in characters {
      let cells = DisplayWidth.of(character)
      guard used + cells <= headRoom else { break }
      head.append(character)
      used += cells
    }
    var tail: [Character] = []
    if width >= middleCutWidth {
      for character in characters.reversed() {
        let cells = DisplayWidth.of(character)
        guard used + cells <= room else { break }
        tail.insert(character, at: 0)
        used += cells
      }
    }
    let start = String(head).trimmingTrailingSpaces
    let end = String(String(tail).drop { $0 == " " })
    return start + "…" + end
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
