// MARK: - Input token

/// One decoded unit of terminal input, before it is mapped to a TextUI `Key`.
///
/// The decoder speaks this internal vocabulary so that it stays independent of TextUI and can report
/// things that are not keys for the app (Ctrl-Z asks the terminal itself to suspend).
enum InputToken: Equatable, Sendable {
  /// A printable grapheme cluster (never a control character).
  case character(Character)
  case enter
  case escape
  case tab
  case backTab
  case backspace
  case delete
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  /// Ctrl-C (byte 0x03): raw mode turns off `ISIG`, so it arrives as a byte, not as SIGINT.
  case interrupt
  /// Ctrl-Z (byte 0x1A): handled by the terminal as job control (suspend), never shown to the app.
  case suspend
  /// Ctrl and a letter (lower-case), for the control bytes that are not Enter, Tab, Backspace,
  /// Ctrl-C or Ctrl-Z.
  case ctrl(Character)
  /// Alt (Meta) and a character: the terminal sent Esc followed by it.
  case meta(Character)
  /// Alt-Backspace: Esc followed by DEL or BS.
  case metaBackspace
  /// Ctrl-← / Alt-← (`CSI 1;5D`, `CSI 1;3D`).
  case wordLeft
  /// Ctrl-→ / Alt-→ (`CSI 1;5C`, `CSI 1;3C`).
  case wordRight
  /// F1 (`SS3 P`, `CSI 11~`).
  case f1
  /// Text delivered between `CSI 200~` and `CSI 201~`, with control characters removed.
  case paste(String)
}
