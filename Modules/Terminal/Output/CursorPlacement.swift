// MARK: - Cursor placement

/// Where the terminal's cursor should be after a frame: hidden (the usual case), or shown at a cell —
/// for example at the insertion point of the text field being edited.
public enum CursorPlacement: Hashable, Sendable {
  /// No visible cursor.
  case hidden
  /// A visible cursor at `column`, `row` (0-based cells of the frame; clamped to the frame).
  case visible(column: Int, row: Int)
}
