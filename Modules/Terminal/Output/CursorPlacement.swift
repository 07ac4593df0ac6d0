import TextUI

// MARK: - Cursor placement

/// Where the terminal's cursor should be after a frame: hidden (the usual case), or shown at a cell —
/// for example at the insertion point of the text field being edited.
public enum CursorPlacement: Hashable, Sendable {
  /// No visible cursor.
  case hidden
  /// A visible cursor at `column`, `row` (0-based cells of the frame; clamped to the frame).
  case visible(column: Int, row: Int)
}

extension CursorPlacement {
  /// Shown at `position` (a rendered frame's `cursorPosition`: the focused field's insertion point),
  /// hidden when there is none.
  public init(_ position: Point?) {
    if let position {
      self = .visible(column: position.x, row: position.y)
    } else {
      self = .hidden
    }
  }
}
