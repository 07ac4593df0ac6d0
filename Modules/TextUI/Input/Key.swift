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
  /// Text pasted in one piece (bracketed paste).
  case paste(String)

  /// The names `key NAME` accepts, besides a single character.
  public static let scriptNames = [
    "up", "down", "left", "right", "enter", "esc", "tab", "backtab", "backspace", "delete", "home", "end",
    "pageup", "pagedown",
  ]

  /// Parses a script key name (case-insensitive): up, down, left, right, enter, esc, tab, backtab,
  /// backspace, delete, home, end, pageup, pagedown, or exactly one character. `nil` otherwise.
  public init?(name: String) {
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
    case .paste: "paste"
    }
  }
}
