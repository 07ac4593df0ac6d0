// MARK: - Key routing

extension ScreenHost {
  /// Routes a key: an open confirmation takes every key (`y` → yes; `n`, Esc → no; a prompt field
  /// edits its text, Enter submits, Esc cancels); otherwise the
  /// focused element first (Tab/Shift-Tab move the focus; a text field takes text, editing keys,
  /// Enter and Esc), then button shortcuts, then the list (↑/↓, k/j, Page Up/Down, Home/End;
  /// Enter, → and l open; a list key pressed on a focused button moves the focus to the list).
  /// Returns whether the key was used, so the App can
  /// give unused keys (Esc, q, ?, …) their global meaning. Throws when the key is the shortcut of a
  /// disabled button, saying why it is disabled.
  @discardableResult
  public func send(_ key: Key, scope: String? = nil) throws -> Bool {
    if let confirmation = activeConfirmation {
      return answer(confirmation, with: key)
    }
    let scope = scope ?? focusScope
    switch key {
    case .tab:
      if let focused = focusedElement(in: scope), complete(focused) { return true }
      return moveFocus(by: 1, scope: scope)
    case .backTab: return moveFocus(by: -1, scope: scope)
    default: break
    }
    let focused = focusedElement(in: scope)
    if let focused, try handle(key, by: focused) { return true }
    if case .character(let character) = key,
      let button = elements(in: scope).first(where: { $0.kind == .button && $0.shortcut == character })
    {
      try activate(button)
      return true
    }
    if case .character(let character) = key,
      let area = elements(in: scope).first(where: { $0.commandKeys.contains(character) }),
      case .keys(let onKey) = area.handler, onKey(key)
    {
      invalidate()
      return true
    }
    if focused?.kind != .list, let list = elements(in: scope).first(where: { $0.kind == .list }) {
      guard try handle(key, by: list) else { return false }
      // A selection key that went past a focused button to the list takes the focus with it, so the
      // Enter that follows opens the row just pointed at, not the button still drawn as focused.
      if focused?.kind == .button { setFocus(list.id, scope: scope) }
      return true
    }
    return false
  }

  private func answer(_ confirmation: Confirmation, with key: Key) -> Bool {
    if let onKey = confirmation.onKey {
      guard key != .ctrlC else { return false }
      onKey(key)
      invalidate()
      return true
    }
    switch key {
    case .character("y"), .character("Y"):
      confirmation.answer(true)
    case .character("n"), .character("N"), .escape:
      confirmation.answer(false)
    case .ctrlC:
      return false
    default:
      break
    }
    invalidate()
    return true
  }

  /// Lets one element handle a key; returns whether it did.
  private func handle(_ key: Key, by element: InteractiveElement) throws -> Bool {
    switch element.handler {
    case .button:
      guard key == .enter else { return false }
      try activate(element)
      return true
    case .textField:
      guard element.isEnabled else { return false }
      return edit(element, with: key)
    case .list(let controller):
      return try move(controller, with: key)
    case .keys(let onKey):
      guard onKey(key) else { return false }
      invalidate()
      return true
    }
  }

  /// Keys for a focused text field: text and editing keys edit it (the first text typed into a field
  /// just entered replaces its selected text); Enter submits (its action, else the edit ends and the
  /// focus goes to the screen's commands); Esc ends the edit and puts back the text the field had
  /// when editing began — except in the field a screen was opened to type in, where Esc puts the
  /// text back and keeps the field (typing goes on into it), and, left unchanged, is not used (so
  /// the App goes back).
  private func edit(_ field: InteractiveElement, with key: Key) -> Bool {
    guard case .textField(let binding, let limit, let onSubmit, let commitsOnLeave) = field.handler else {
      return false
    }
    let fieldKey = fieldKey(field)
    var state = fieldStates[fieldKey] ?? FieldState(cursor: binding.wrappedValue.count)
    let current = state.draft ?? binding.wrappedValue
    var editor = LineEditor(current, cursor: state.cursor)
    let wasSelected = state.isSelected
    switch key {
    case .enter:
      if let onSubmit {
        commitDraft(of: field)
        onSubmit()
      } else {
        leaveField(field, scope: field.scope)
      }
      return true
    case .escape:
      guard !field.prefersFocus || state.isEdited else { return false }
      if field.prefersFocus {
        restartEdit(of: field, binding: binding)
        invalidate()
      } else {
        cancelEdit(of: field, binding: binding)
      }
      return true
    case .character(let character):
      guard !character.unicodeScalars.contains(where: Sanitizer.isControl) else { return false }
      if wasSelected { editor = LineEditor("", cursor: 0) }
      if editor.insert(String(character), limit: limit) > 0, let limit {
        notice = "“\(field.label)” holds at most \(limit) characters"
      }
    case .paste(let text):
      if wasSelected { editor = LineEditor("", cursor: 0) }
      let flattened = String(
        text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
          .filter { !$0.unicodeScalars.contains(where: Sanitizer.isControl) })
      let dropped = editor.insert(flattened, limit: limit)
      if dropped > 0, let limit {
        notice = "pasted text cut to fit “\(field.label)” (at most \(limit) characters; \(dropped) left out)"
      }
    case .backspace, .delete, .ctrl("h"), .ctrl("d"), .metaBackspace, .ctrl("w"), .ctrl("u"), .ctrl("k"),
      .meta("d"):
      if wasSelected { editor = LineEditor("", cursor: 0) } else { _ = editor.apply(key) }
    default:
      guard editor.apply(key) else { return false }  // a move drops the selection
    }
    let changed = editor.text != current
    if changed {
      if commitsOnLeave { state.draft = editor.text } else { binding.wrappedValue = editor.text }
    }
    state.cursor = editor.cursor
    state.isSelected = false
    state.isEdited = state.isEdited || changed
    fieldStates[fieldKey] = state
    invalidate()
    return true
  }

  /// Tab in a text field that completes its text (``TextCompletion``): the text made longer, or the
  /// choices named once (a second Tab on the same text moves on); returns whether Tab was used.
  private func complete(_ field: InteractiveElement) -> Bool {
    guard field.isEnabled, let completer = field.completer,
      case .textField(let binding, let limit, _, let commitsOnLeave) = field.handler
    else { return false }
    let fieldKey = fieldKey(field)
    var state = fieldStates[fieldKey] ?? FieldState(cursor: binding.wrappedValue.count)
    let current = state.draft ?? binding.wrappedValue
    guard let completion = completer(current) else { return false }
    if completion.text == current {
      // Only choices to name: said once; the next Tab on the same text moves on.
      guard let note = completion.note else { return false }
      if let listed = listedCompletion, listed.field == fieldKey, listed.text == current { return false }
      listedCompletion = (fieldKey, current)
      notice = note
      return true
    }
    var text = completion.text
    if let limit, text.count > limit { text = String(text.prefix(limit)) }
    if commitsOnLeave { state.draft = text } else { binding.wrappedValue = text }
    state.cursor = text.count
    state.isSelected = false
    state.isEdited = true
    fieldStates[fieldKey] = state
    listedCompletion = nil
    notice = completion.note
    invalidate()
    return true
  }

  /// The last notice an edit produced (a paste cut by a field's limit), cleared by reading it.
  public func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  /// Selection keys for a list.
  private func move(_ list: ListController, with key: Key) throws -> Bool {
    let current = list.selectedIndex()
    let last = list.count - 1
    let target: Int
    switch key {
    case .enter, .right, .character("l"):
      guard let current else { return false }
      list.activate(current)
      return true
    case .up, .character("k"): target = (current ?? 1) - 1
    case .down, .character("j"): target = current.map { $0 + 1 } ?? 0
    case .pageUp: target = (current ?? 0) - list.pageSize
    case .pageDown: target = (current ?? 0) + list.pageSize
    case .home: target = 0
    case .end: target = last
    default: return false
    }
    guard list.count > 0, let select = list.selectable else { return list.selectable != nil }
    let clamped = max(0, min(last, target))
    if clamped != current { select(clamped) }
    invalidate()
    return true
  }
}
