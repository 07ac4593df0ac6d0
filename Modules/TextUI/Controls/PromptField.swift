/// A one-line question answered with text, drawn as `Label: [text    ]`: while it is shown it takes
/// every key, as a confirmation does (Ctrl-C excepted). Typing and pasting add to its text, and
/// Backspace/Ctrl-H, Ctrl-W, Alt-Backspace and Ctrl-U delete from its end; Enter submits, Esc
/// cancels, and any other key goes to `onOtherKey` (a filter uses ↑/↓ to move its list's
/// selection). The terminal's cursor sits after the text.
///
/// Put it where the answer belongs: in a line above a list it filters, or in a centred box like a
/// confirmation's for a short question ("Move to position: [3 ]").
public struct PromptField: View {
  let label: String
  let name: String
  let text: Binding<String>
  let limit: Int?
  let onSubmit: @MainActor () -> Void
  let onCancel: @MainActor () -> Void
  let onOtherKey: @MainActor (Key) -> Void

  /// Creates a prompt field.
  /// - Parameters:
  ///   - label: the question, shown before the field (and as the open prompt's text for scripts).
  ///   - name: what is typed, for the line that says a field is being edited ("the position");
  ///     the label by default.
  ///   - text: the answer being typed.
  ///   - limit: the most characters the answer may have.
  ///   - onSubmit: what Enter does.
  ///   - onCancel: what Esc does.
  ///   - onOtherKey: what the keys the field does not use do (nothing by default).
  public init(
    _ label: String, named name: String? = nil, text: Binding<String>, limit: Int? = nil,
    onSubmit: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void, onOtherKey: @escaping @MainActor (Key) -> Void = { _ in }
  ) {
    self.label = label
    self.name = name ?? label
    self.text = text
    self.limit = limit.map { max(0, $0) }
    self.onSubmit = onSubmit
    self.onCancel = onCancel
    self.onOtherKey = onOtherKey
  }

  /// A primitive view.
  public typealias Body = Never

  /// Applies `key` to the answer: returns whether the field used it.
  @MainActor func edit(with key: Key) -> Bool {
    var editor = LineEditor(text.wrappedValue, cursor: Int.max)
    switch key {
    case .enter:
      onSubmit()
      return true
    case .escape:
      onCancel()
      return true
    case .character(let character):
      guard !character.unicodeScalars.contains(where: Sanitizer.isControl) else { return false }
      editor.insert(String(character), limit: limit)
    case .paste(let pasted):
      let flattened = String(
        pasted.map { $0.isNewline || $0 == "\t" ? " " : $0 }
          .filter { !$0.unicodeScalars.contains(where: Sanitizer.isControl) })
      editor.insert(flattened, limit: limit)
    case .backspace, .ctrl("h"), .ctrl("w"), .ctrl("u"), .metaBackspace:
      _ = editor.apply(key)
    default:
      return false
    }
    if editor.text != text.wrappedValue { text.wrappedValue = editor.text }
    return true
  }
}

extension PromptField: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    PromptFieldNode(field: self, value: text.wrappedValue, context: context)
  }
}

final class PromptFieldNode: LayoutNode {
  let field: PromptField
  let value: String
  private var ambiguous: AmbiguousWidth { context.environment.ambiguousWidth }

  init(field: PromptField, value: String, context: BuildContext) {
    self.field = field
    self.value = value
    super.init(context: context)
  }

  private var labelText: String { Sanitizer.sanitize(field.label) + ": " }

  override func measure(_ proposal: ProposedSize) -> Size {
    let ideal =
      DisplayWidth.of(labelText, ambiguous: ambiguous) + 2
      + max(TextFieldNode.minimumFieldWidth, DisplayWidth.of(value, ambiguous: ambiguous) + 1)
    return Size(width: max(0, proposal.width ?? ideal), height: 1)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let environment = context.environment
    var base = environment.resolved(environment.textStyle)
    var labelStyle = base
    labelStyle.bold = true
    let clip = pass.clip.intersection(rect)
    var x = rect.minX
    x += pass.canvas.draw(labelText, x: x, y: rect.minY, style: labelStyle, clip: clip)
    x += pass.canvas.draw("[", x: x, y: rect.minY, style: base, clip: clip)
    let closing = rect.maxX - 1
    let areaWidth = max(0, closing - x)
    base.bold = false
    var fieldStyle = base
    fieldStyle.underline = true
    let areaClip = clip.intersection(Rect(x: x, y: rect.minY, width: areaWidth, height: 1))
    pass.canvas.fill(areaClip, style: fieldStyle)
    // The end of the text stays in view: a long answer shows its last characters after "‹".
    var characters = Array(Sanitizer.sanitize(value))
    var width = DisplayWidth.of(String(characters), ambiguous: ambiguous)
    var clipped = false
    while width + 1 > areaWidth - (clipped ? 1 : 0), !characters.isEmpty {
      width -= DisplayWidth.of(characters.removeFirst(), ambiguous: ambiguous)
      clipped = true
    }
    var column = x
    if clipped, areaWidth > 1 {
      column += pass.canvas.draw("‹", x: column, y: rect.minY, style: fieldStyle, clip: areaClip)
    }
    for character in characters {
      column += pass.canvas.put(character, x: column, y: rect.minY, style: fieldStyle, clip: areaClip)
    }
    pass.cursorPosition = Point(x: min(column, x + max(0, areaWidth - 1)), y: rect.minY)
    if closing >= x { pass.canvas.put("]", x: closing, y: rect.minY, style: base, clip: clip) }
    let field = field
    var prompt = Confirmation(
      prompt: field.label, scope: environment.interactionScope,
      onAnswer: { yes in yes ? field.onSubmit() : field.onCancel() })
    prompt.fieldName = field.name
    prompt.onKey = { key in
      if !field.edit(with: key) { field.onOtherKey(key) }
    }
    pass.confirmations.append(prompt)
  }
}
