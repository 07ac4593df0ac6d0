/// What Tab does in a text field that completes what is typed (a file path, as a shell does): the
/// field's text made longer, and a note for the status line naming what else would fit.
///
/// A completion whose ``text`` is what was typed, with a ``note``, lists the choices: the first Tab
/// shows the note and keeps the focus, a second Tab on the same text moves on. With nothing to
/// complete (`nil`), Tab moves to the next element as it does everywhere.
public struct TextCompletion: Equatable, Sendable {
  /// The field's text after Tab.
  public var text: String
  /// What the status line says (the other choices), if anything.
  public var note: String?

  /// Tab makes the text `text` and says `note`.
  public init(text: String, note: String? = nil) {
    self.text = text
    self.note = note
  }
}

/// Completes a text field's text (see ``TextCompletion``): given the text typed, what Tab makes of
/// it, or nil when there is nothing to add.
public typealias TextCompleter = @MainActor (String) -> TextCompletion?
