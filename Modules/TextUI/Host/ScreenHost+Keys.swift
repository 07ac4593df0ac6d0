// MARK: - Key routing

extension ScreenHost {
  /// Routes a key: an open confirmation takes every key (`y` → yes; `n`, Esc → no); otherwise the
  /// focused element first (Tab/Shift-Tab move the focus), then button shortcuts, then the list
  /// (↑/↓, k/j, Page Up/Down, Home/End, Enter). Returns whether the key was used, so the App can
  /// give unused keys (Esc, q, ?, …) their global meaning. Throws when the key is the shortcut of a
  /// disabled button, saying why it is disabled.
  @discardableResult
  public func send(_ key: Key, scope: String? = nil) throws -> Bool {
    if let confirmation = activeConfirmation {
      return answer(confirmation, with: key)
    }
    let scope = scope ?? focusScope
    switch key {
    case .tab: return moveFocus(by: 1, scope: scope)
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
    if focused?.kind != .list, let list = elements(in: scope).first(where: { $0.kind == .list }) {
      return try handle(key, by: list)
    }
    return false
  }

  private func answer(_ confirmation: Confirmation, with key: Key) -> Bool {
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

  /// Text editing keys for a field.
  private func edit(_ field: InteractiveElement, with key: Key) -> Bool {
    guard case .textField(let binding, let limit) = field.handler else { return false }
    var characters = Array(binding.wrappedValue)
    let position = cursor(of: field)
    switch key {
    case .character(let character):
      guard !character.unicodeScalars.contains(where: Sanitizer.isControl) else { return false }
      if let limit, characters.count >= limit { return true }
      insert(String(character), into: field)
    case .paste(let text):
      var pasted = String(text.filter { !$0.unicodeScalars.contains(where: Sanitizer.isControl) })
      if let limit { pasted = String(pasted.prefix(max(0, limit - characters.count))) }
      insert(pasted, into: field)
    case .backspace:
      guard position > 0 else { return true }
      characters.remove(at: position - 1)
      binding.wrappedValue = String(characters)
      setCursor(position - 1, of: field)
    case .delete:
      guard position < characters.count else { return true }
      characters.remove(at: position)
      binding.wrappedValue = String(characters)
      setCursor(position, of: field)
    case .left: setCursor(max(0, position - 1), of: field)
    case .right: setCursor(min(characters.count, position + 1), of: field)
    case .home: setCursor(0, of: field)
    case .end: setCursor(characters.count, of: field)
    default: return false
    }
    return true
  }

  /// Selection keys for a list.
  private func move(_ list: ListController, with key: Key) throws -> Bool {
    let current = list.selectedIndex()
    let last = list.count - 1
    let target: Int
    switch key {
    case .enter:
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
