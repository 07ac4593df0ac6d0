// MARK: - Script operations

extension ScreenHost {
  /// Presses the button whose label (case-insensitive) or shortcut is `labelOrShortcut`.
  /// Throws when no such button exists (listing the buttons that do), when it is disabled (saying
  /// why), or while a confirmation is open.
  public func press(_ labelOrShortcut: String, scope: String? = nil) throws {
    try ensureNoConfirmation()
    let buttons = elements(in: scope ?? focusScope).filter { $0.kind == .button }
    let query = labelOrShortcut.lowercased()
    var candidates = buttons.filter { $0.label.lowercased() == query }
    if candidates.isEmpty, labelOrShortcut.count == 1, let key = labelOrShortcut.first {
      candidates = buttons.filter { $0.shortcut == key }
      if candidates.isEmpty {
        candidates = buttons.filter { $0.shortcut.map { String($0).lowercased() } == query }
      }
    }
    guard let target = candidates.first(where: \.isEnabled) ?? candidates.first else {
      throw InteractionError.unknownButton(labelOrShortcut, available: buttons.map(\.displayName))
    }
    try activate(target)
  }

  /// Replaces the text of the field labelled `label` (case-insensitive) and gives it the focus.
  public func setText(_ label: String, _ text: String, scope: String? = nil) throws {
    try ensureNoConfirmation()
    let scope = scope ?? focusScope
    let fields = elements(in: scope).filter { $0.kind == .textField }
    guard let field = fields.first(where: { $0.label.lowercased() == label.lowercased() }) else {
      throw InteractionError.unknownField(label, available: fields.map(\.label))
    }
    guard field.isEnabled else { throw InteractionError.disabled(field.label, reason: field.disabledReason) }
    if let limit = field.limit, text.count > limit {
      throw InteractionError.tooLong(field: field.label, limit: limit, count: text.count)
    }
    guard case .textField(let binding, _, _, _) = field.handler else { return }
    binding.wrappedValue = text
    invalidate()
    setFocus(field.id, scope: scope)
    setCursor(text.count, of: field)
    fieldStates[fieldKey(field)]?.isEdited = true
  }

  /// Types `text` into the focused text field (or the only one) at its cursor — as keys typed in a
  /// terminal do: a field whose text is selected (just entered, as a sheet's path is) has it
  /// replaced.
  public func type(_ text: String, scope: String? = nil) throws {
    try ensureNoConfirmation()
    let scope = scope ?? focusScope
    let fields = elements(in: scope).filter { $0.kind == .textField }
    let focused = focusedElement(in: scope)
    guard let field = focused?.kind == .textField ? focused : (fields.count == 1 ? fields.first : nil) else {
      throw InteractionError.noFocusedField(available: fields.map(\.label))
    }
    guard field.isEnabled else { throw InteractionError.disabled(field.label, reason: field.disabledReason) }
    let typed = String(text.filter { !$0.unicodeScalars.contains(where: Sanitizer.isControl) })
    let replacesSelection = focused?.id == field.id && fieldStates[fieldKey(field)]?.isSelected == true
    let kept = replacesSelection ? 0 : (field.text ?? "").count
    if let limit = field.limit, kept + typed.count > limit {
      throw InteractionError.tooLong(field: field.label, limit: limit, count: kept + typed.count)
    }
    setFocus(field.id, scope: scope)
    if replacesSelection, case .textField(let binding, _, _, _) = field.handler, !typed.isEmpty {
      binding.wrappedValue = ""
      setCursor(0, of: field)
    }
    insert(typed, into: field)
  }

  /// Selects row `row` (1-based) of the screen's list.
  public func select(row: Int, scope: String? = nil) throws {
    try ensureNoConfirmation()
    let (_, controller) = try list(in: scope ?? focusScope)
    guard row >= 1, row <= controller.count else {
      throw InteractionError.rowOutOfRange(row, count: controller.count)
    }
    try select(index: row - 1, in: controller)
  }

  /// Selects row `row` (1-based) of the screen's list and activates it (as Enter does).
  public func open(row: Int, scope: String? = nil) throws {
    try select(row: row, scope: scope)
    let (_, controller) = try list(in: scope ?? focusScope)
    controller.activate(row - 1)
  }

  /// Activates the selected row of the list in `scope` (as Enter on it would), while a question
  /// that asks for text is open: a list that the question narrows as it is typed (a filter) can
  /// show its selection elsewhere meanwhile. A yes/no question still refuses it.
  /// - Returns: whether a row was selected and activated.
  @discardableResult
  public func activateSelectedRow(beside question: Confirmation, scope: String? = nil) throws -> Bool {
    guard question.asksForText else { throw InteractionError.confirmationOpen(question.prompt) }
    let (_, controller) = try list(in: scope)
    guard let index = controller.selectedIndex() else { return false }
    controller.activate(index)
    return true
  }

  // MARK: - Helpers

  func ensureNoConfirmation() throws {
    if let confirmation = activeConfirmation {
      throw InteractionError.confirmationOpen(confirmation.prompt)
    }
  }

  func activate(_ button: InteractiveElement) throws {
    guard button.isEnabled else {
      throw InteractionError.disabled(button.label, reason: button.disabledReason)
    }
    if case .button(let action) = button.handler { action() }
  }

  /// The list to act on: the focused one, else the first in `scope`.
  func list(in scope: String?) throws -> (InteractiveElement, ListController) {
    let focused = focusedElement(in: scope)
    let target =
      focused?.kind == .list ? focused : elements(in: scope).first { $0.kind == .list }
    guard let target, case .list(let controller) = target.handler else { throw InteractionError.noList }
    return (target, controller)
  }

  func select(index: Int, in controller: ListController) throws {
    guard let select = controller.selectable else { throw InteractionError.listNotSelectable }
    select(index)
    invalidate()
  }

  /// Inserts `text` at the field's cursor and moves the cursor after it.
  func insert(_ text: String, into field: InteractiveElement) {
    guard case .textField(let binding, _, _, _) = field.handler, !text.isEmpty else { return }
    var characters = Array(binding.wrappedValue)
    let position = cursor(of: field)
    characters.insert(contentsOf: Array(text), at: position)
    binding.wrappedValue = String(characters)
    setCursor(position + text.count, of: field)
    fieldStates[fieldKey(field)]?.isEdited = true
  }
}
