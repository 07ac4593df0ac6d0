// MARK: - Ending an edit

extension ScreenHost {
  /// Moves the focus in `scope` to its first focusable element (`first`), or its last: where Tab
  /// arriving from another column lands.
  public func focusEdge(first: Bool, in scope: String?) {
    let candidates = elements(in: scope).filter(\.isFocusable)
    guard let target = first ? candidates.first : candidates.last else { return }
    setFocus(target.id, scope: scope)
  }

  /// Ends an edit in `scope` as leaving its field does — a field that commits when its edit ends
  /// writes what was typed — and moves the focus to the scope's commands (its list with rows, else
  /// its first button). For a column losing the keys, and a column given them back: nothing but Tab
  /// into a field, or a screen opened to type, starts an edit.
  public func endEditing(in scope: String?) {
    guard let field = editedField(in: scope) else { return }
    leaveField(field, scope: scope)
  }

  /// The text field being edited in `scope` (the focused one), if any: while it is, letters are
  /// text, and the App's footer says so.
  public func editedField(in scope: String? = nil) -> InteractiveElement? {
    guard activeConfirmation == nil, let focused = focusedElement(in: scope), focused.kind == .textField
    else { return nil }
    return focused
  }

  /// Ends the edit in `scope`, keeping what was typed: a field that commits when the edit ends
  /// writes its text now (before quitting, so typed text is not lost).
  public func commitEditing(in scope: String? = nil) {
    guard let field = editedField(in: scope) else { return }
    commitDraft(of: field)
  }

  /// Writes the text typed into `field` if it commits when its edit ends (a no-op otherwise).
  func commitDraft(of field: InteractiveElement) {
    guard case .textField(let binding, _, _, true) = field.handler else { return }
    let key = fieldKey(field)
    guard let draft = fieldStates[key]?.draft else { return }
    fieldStates[key]?.draft = nil
    fieldStates[key]?.original = draft
    if draft != binding.wrappedValue { binding.wrappedValue = draft }
    invalidate()
  }

  /// Esc in `field`: puts back the text it had when editing began (a field that commits on leave
  /// drops what was typed) and ends the edit.
  func cancelEdit(of field: InteractiveElement, binding: Binding<String>) {
    takeBackTyping(in: field, binding: binding)
    leaveField(field, scope: field.scope)
  }

  /// Esc in the field a screen was opened to type in, edited: puts back the text it had when
  /// editing began and keeps the field, as just entered (its text selected), so what is typed next
  /// is text again — never a command the letters happen to name — and the next Esc goes back.
  func restartEdit(of field: InteractiveElement, binding: Binding<String>) {
    takeBackTyping(in: field, binding: binding)
    let key = fieldKey(field)
    fieldStates[key]?.cursor = binding.wrappedValue.count
    fieldStates[key]?.isSelected = !binding.wrappedValue.isEmpty
  }

  /// Puts back the text `field` had when editing began.
  private func takeBackTyping(in field: InteractiveElement, binding: Binding<String>) {
    let key = fieldKey(field)
    fieldStates[key]?.draft = nil
    if let original = fieldStates[key]?.original, original != binding.wrappedValue {
      binding.wrappedValue = original
    }
    fieldStates[key]?.isEdited = false
  }
}
