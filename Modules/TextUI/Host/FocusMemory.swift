/// Whose focus: an owner (a navigation entry) and a scope.
struct FocusKey: Hashable {
  let owner: AnyHashable?
  let scope: String?
}

/// A text field of one owner.
struct FieldKey: Hashable {
  let owner: AnyHashable?
  let id: ElementID
}

/// What the host remembers about a text field between renders.
struct FieldState: Hashable {
  /// The cursor, in characters.
  var cursor = 0
  /// Whether the whole text is selected (the field was just entered).
  var isSelected = false
  /// Whether the user changed the text.
  var isEdited = false
  /// The text the field had when editing began (Esc puts it back).
  var original: String?
  /// The text being typed into a field that commits when the edit ends (`commitsOnLeave`); nil
  /// while nothing is typed, or for a field whose binding is written at every key.
  var draft: String?
}
