/// The editing rules of a one-line text field, as in readline and every text field: pure, no UI.
///
/// A word is a run of letters and digits (`Ctrl-W` deletes back to whitespace instead, as in a
/// shell). Deletions by word or to an end of the line are what `Ctrl-K`, `Ctrl-U`, `Ctrl-W`, `Alt-D`
/// and `Alt-Backspace` do; there is no kill ring.
struct LineEditor: Hashable {
  /// The text, by character.
  var characters: [Character]
  /// The insertion point, 0...characters.count.
  var cursor: Int

  /// An editor on `text` with the cursor at `cursor` (clamped).
  init(_ text: String, cursor: Int) {
    characters = Array(text)
    self.cursor = max(0, min(cursor, characters.count))
  }

  /// The text.
  var text: String { String(characters) }

  // MARK: - Keys

  /// Applies an editing or cursor key; returns whether the key is one (text keys are handled by
  /// `insert(_:)`).
  mutating func apply(_ key: Key) -> Bool {
    switch key {
    case .backspace, .ctrl("h"): deleteBackward(to: cursor - 1)
    case .delete, .ctrl("d"): deleteForward(to: cursor + 1)
    case .left, .ctrl("b"): cursor = max(0, cursor - 1)
    case .right, .ctrl("f"): cursor = min(characters.count, cursor + 1)
    case .home, .ctrl("a"): cursor = 0
    case .end, .ctrl("e"): cursor = characters.count
    case .ctrl("k"): deleteForward(to: characters.count)
    case .ctrl("u"): deleteBackward(to: 0)
    case .ctrl("w"): deleteBackward(to: previousSpaceBoundary())
    case .wordLeft, .meta("b"): cursor = previousWordStart()
    case .wordRight, .meta("f"): cursor = nextWordEnd()
    case .meta("d"): deleteForward(to: nextWordEnd())
    case .metaBackspace: deleteBackward(to: previousWordStart())
    default: return false
    }
    return true
  }

  /// Inserts `text` at the cursor, keeping at most `limit` characters; returns how many characters
  /// of `text` did not fit.
  @discardableResult
  mutating func insert(_ text: String, limit: Int?) -> Int {
    var inserted = Array(text)
    var dropped = 0
    if let limit {
      let room = max(0, limit - characters.count)
      dropped = max(0, inserted.count - room)
      inserted = Array(inserted.prefix(room))
    }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    return dropped
  }

  // MARK: - Deleting

  private mutating func deleteBackward(to target: Int) {
    let start = max(0, target)
    guard start < cursor else { return }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  private mutating func deleteForward(to target: Int) {
    let end = min(characters.count, target)
    guard cursor < end else { return }
    characters.removeSubrange(cursor..<end)
  }

  // MARK: - Words

  private func isWord(_ index: Int) -> Bool {
    characters[index].isLetter || characters[index].isNumber
  }

  private func previousWordStart() -> Int {
    var index = cursor
    while index > 0 && !isWord(index - 1) { index -= 1 }
    while index > 0 && isWord(index - 1) { index -= 1 }
    return index
  }

  private func nextWordEnd() -> Int {
    var index = cursor
    while index < characters.count && !isWord(index) { index += 1 }
    while index < characters.count && isWord(index) { index += 1 }
    return index
  }

  private func previousSpaceBoundary() -> Int {
    var index = cursor
    while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
    while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}
