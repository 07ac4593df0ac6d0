/// A key press, the vocabulary shared by the terminal's key decoder, the interaction host and
/// script `key NAME` commands.
public enum Key: Hashable, Sendable {
  /// A printable character (any script, including CJK).
  case character(Character)
  /// Return / Enter.
  case enter
  /// Escape.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (deletes before the cursor).
  case backspace
  /// Delete (deletes at the cursor).
  case delete
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Control-C.
  case ctrlC
  /// Control and a letter, lower-case (`ctrl("a")` for Ctrl-A). Ctrl-C, Ctrl-H (Backspace), Ctrl-I
  /// (Tab) and Ctrl-M (Enter) arrive as their own keys.
  case ctrl(Character)
  /// Alt (Meta) and a character: a terminal sends Esc followed by the character.
  case meta(Character)
  /// Alt-Backspace (Option-Backspace): delete the word before the cursor.
  case metaBackspace
  /// Ctrl-← or Alt-←: a word to the left.
  case wordLeft
  /// Ctrl-→ or Alt-→: a word to the right.
  case wordRight
  /// F1 (help).
  case f1
  /// Text pasted in one piece (bracketed paste).
  case paste(String)

  /// The names `key NAME` accepts, besides a single character.
  public static let scriptNames = [
    "up", "down", "left", "right", "enter", "esc", "tab", "backtab", "backspace", "delete", "home", "end",
    "pageup", "pagedown", "f1", "ctrl-left", "ctrl-right", "alt-backspace", "ctrl-X", "alt-X",
  ]

  /// Parses a script key name (case-insensitive): up, down, left, right, enter, esc, tab, backtab,
  /// backspace, delete, home, end, pageup, pagedown, f1, ctrl-left, ctrl-right, alt-backspace,
  /// ctrl-LETTER, alt-CHARACTER, or exactly one character. `nil` otherwise.
  public init?(name: String) {
    if let modified = Key(modifiedName: name) {
      self = modified
      return
    }
    switch name.lowercased() {
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "enter", "return": self = .enter
    case "esc", "escape": self = .escape
    case "tab": self = .tab
    case "backtab": self = .backTab
    case "backspace": self = .backspace
    case "delete", "del": self = .delete
    case "home": self = .home
    case "end": self = .end
    case "pageup": self = .pageUp
    case "pagedown": self = .pageDown
    case "f1": self = .f1
    case "ctrl-left", "alt-left": self = .wordLeft
    case "ctrl-right", "alt-right": self = .wordRight
    case "alt-backspace", "meta-backspace": self = .metaBackspace
    default:
      guard name.count == 1, let character = name.first else { return nil }
      self = .character(character)
    }
  }

  /// A readable name, as scripts spell it (`"enter"`, `"a"`).
  public var name: String {
    switch self {
    case .character(let character): String(character)
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "backtab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .ctrlC: "ctrl-c"
    case .ctrl(let letter): "ctrl-\(letter)"
    case .meta(let character): "alt-\(character)"
    case .metaBackspace: "alt-backspace"
    case .wordLeft: "ctrl-left"
    case .wordRight: "ctrl-right"
    case .f1: "f1"
    case .paste: "paste"
    }
  }

  /// `ctrl-LETTER` and `alt-CHARACTER` (case-insensitive prefix; the character keeps its case).
  private init?(modifiedName name: String) {
    let lowered = name.lowercased()
    guard let character = name.last else { return nil }
    if lowered.hasPrefix("ctrl-"), name.count == 6, character.isLetter, character.isASCII {
      let letter = Character(character.lowercased())
      self = letter == "c" ? .ctrlC : .ctrl(letter)
    } else if lowered.hasPrefix("alt-"), name.count == 5 {
      self = .meta(character)
    } else {
      return nil
    }
  }
}
