/// An editable one-line field, drawn as `Label: [text    ]`. Typing edits it when it has the focus;
/// scripts set it with `set LABEL TEXT`. Control characters cannot be typed into it.
///
/// While focused, the label is bold and the terminal's cursor sits at the insertion point; text
/// selected on entering the field is drawn in inverse video; text cut off at either side is marked
/// with `‹` / `›`; an empty field shows its placeholder dim.
public struct TextField: View {
  let label: String
  let text: Binding<String>
  let limit: Int?
  let placeholder: String?
  let onSubmit: (@MainActor () -> Void)?
  let submitLabel: String?
  let commitsOnLeave: Bool
  let completer: TextCompleter?

  /// Creates a field.
  /// - Parameters:
  ///   - label: shown before the field and matched by `set LABEL …` (case-insensitive).
  ///   - text: the text being edited.
  ///   - limit: the most characters the field accepts.
  ///   - placeholder: shown dim while the field is empty.
  ///   - onSubmit: what Enter does in the field; without it Enter ends the edit and moves the focus
  ///     to the screen's commands (its list, else its first button).
  ///   - submitLabel: the word the footer says Enter does while the field is edited ("export",
  ///     "use"), when `onSubmit` does more than end the edit; nil: "done".
  ///   - commitsOnLeave: whether `text` is written once, when the edit ends (Enter, Tab, the focus
  ///     moving away), rather than at every key; Esc then drops what was typed without writing.
  ///   - completer: what Tab completes the text with (``TextCompletion``: a file path, as a shell
  ///     completes it); without it, or with nothing to complete, Tab moves to the next element.
  public init(
    _ label: String, text: Binding<String>, limit: Int? = nil, placeholder: String? = nil,
    onSubmit: (@MainActor () -> Void)? = nil, submitLabel: String? = nil, commitsOnLeave: Bool = false,
    completer: TextCompleter? = nil
  ) {
    self.completer = completer
    self.label = label
    self.text = text
    self.limit = limit.map { max(0, $0) }
    self.placeholder = placeholder
    self.onSubmit = onSubmit
    self.submitLabel = submitLabel
    self.commitsOnLeave = commitsOnLeave
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TextField: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    TextFieldNode(field: self, value: text.wrappedValue, context: context)
  }
}

final class TextFieldNode: LayoutNode {
  /// The narrowest editing area, in cells.
  static let minimumFieldWidth = 10
  let field: TextField
  let value: String
  private var ambiguous: AmbiguousWidth { context.environment.ambiguousWidth }

  init(field: TextField, value: String, context: BuildContext) {
    self.field = field
    self.value = value
    super.init(context: context)
  }

  private var labelWidth: Int { DisplayWidth.of(Sanitizer.sanitize(field.label), ambiguous: ambiguous) + 2 }

  override func measure(_ proposal: ProposedSize) -> Size {
    let valueWidth = DisplayWidth.of(value.isEmpty ? (field.placeholder ?? "") : value, ambiguous: ambiguous)
    let ideal = labelWidth + 2 + max(Self.minimumFieldWidth, valueWidth + 1)
    return Size(width: max(0, proposal.width ?? ideal), height: 1)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let environment = context.environment
    let enabled = environment.isEnabled
    let element = InteractiveElement(
      id: ElementID(
        kind: .textField, scope: environment.interactionScope, label: field.label, tag: environment.elementID),
      frame: rect, shortcut: nil, isEnabled: enabled,
      disabledReason: enabled ? nil : "it is not available now",
      prefersFocus: environment.prefersDefaultFocus, placeholder: field.placeholder,
      submitLabel: field.submitLabel, completer: field.completer,
      handler: .textField(
        field.text, limit: field.limit, onSubmit: field.onSubmit, commitsOnLeave: field.commitsOnLeave))
    let id = pass.register(element)
    let focused = pass.focused.contains(id)
    var base = environment.resolved(environment.textStyle)
    var labelStyle = base
    // A field being edited says so: its label is bold and inverse, like a focused button.
    labelStyle.bold = labelStyle.bold || focused
    if focused { labelStyle.inverse.toggle() }
    let clip = pass.clip.intersection(rect)
    var x = rect.minX
    x += pass.canvas.draw(
      Sanitizer.sanitize(field.label) + ": ", x: x, y: rect.minY, style: labelStyle, clip: clip)
    x += pass.canvas.draw("[", x: x, y: rect.minY, style: base, clip: clip)
    let closing = rect.maxX - 1
    let areaWidth = max(0, closing - x)
    let fieldState = focused ? pass.fields[id] : nil
    let shown = fieldState?.draft ?? value
    let characters = Array(shown)
    let state = focused ? (fieldState ?? FieldState(cursor: characters.count)) : FieldState()
    let cursor = focused ? min(state.cursor, characters.count) : 0
    let start = firstVisible(characters, cursor: cursor, areaWidth: areaWidth)
    base.bold = false
    var fieldStyle = base
    fieldStyle.underline = true
    let areaClip = clip.intersection(Rect(x: x, y: rect.minY, width: areaWidth, height: 1))
    pass.canvas.fill(areaClip, style: fieldStyle)
    if shown.isEmpty, let placeholder = field.placeholder {
      var placeholderStyle = fieldStyle
      placeholderStyle.dim = true
      pass.canvas.draw(placeholder, x: x, y: rect.minY, style: placeholderStyle, clip: areaClip)
    }
    var column = x + (start > 0 ? 1 : 0)
    let selectedStyle = Style.merged(fieldStyle, inverse: true)
    for index in start..<characters.count {
      if focused && index == cursor { pass.cursorPosition = Point(x: column, y: rect.minY) }
      let style = focused && state.isSelected ? selectedStyle : fieldStyle
      column += pass.canvas.put(characters[index], x: column, y: rect.minY, style: style, clip: areaClip)
    }
    if focused && cursor == characters.count {
      pass.cursorPosition = Point(x: min(column, x + areaWidth - 1), y: rect.minY)
    }
    // Clipped text is marked at the edge it continues past.
    if start > 0, areaWidth > 1 {
      pass.canvas.put("‹", x: x, y: rect.minY, style: fieldStyle, clip: areaClip)
    }
    if column > x + areaWidth, areaWidth > 1 {
      pass.canvas.put("›", x: x + areaWidth - 1, y: rect.minY, style: fieldStyle, clip: areaClip)
    }
    if closing >= x { pass.canvas.put("]", x: closing, y: rect.minY, style: base, clip: clip) }
  }

  /// The first character shown: scrolled so the cursor (and the cell after the text) stays visible.
  private func firstVisible(_ characters: [Character], cursor: Int, areaWidth: Int) -> Int {
    var start = 0
    var widthToCursor = DisplayWidth.of(String(characters[0..<cursor]), ambiguous: ambiguous) + 1
    // Leave a cell for the `‹` marker once scrolled.
    while widthToCursor > areaWidth - (start > 0 ? 1 : 0) && start < cursor {
      widthToCursor -= DisplayWidth.of(characters[start], ambiguous: ambiguous)
      start += 1
    }
    return start
  }
}

extension Style {
  /// `style` with inverse video set as given.
  static func merged(_ style: Style, inverse: Bool) -> Style {
    var copy = style
    copy.inverse = inverse
    return copy
  }
}
