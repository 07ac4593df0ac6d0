/// An editable one-line field, drawn as `Label: [text    ]`. Typing edits it when it has the focus;
/// scripts set it with `set LABEL TEXT`. Control characters cannot be typed into it.
public struct TextField: View {
  let label: String
  let text: Binding<String>
  let limit: Int?
  let placeholder: String?

  /// Creates a field.
  /// - Parameters:
  ///   - label: shown before the field and matched by `set LABEL …` (case-insensitive).
  ///   - text: the text being edited.
  ///   - limit: the most characters the field accepts.
  ///   - placeholder: shown dim while the field is empty.
  public init(_ label: String, text: Binding<String>, limit: Int? = nil, placeholder: String? = nil) {
    self.label = label
    self.text = text
    self.limit = limit.map { max(0, $0) }
    self.placeholder = placeholder
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TextField: PrimitiveView {
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
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
    let enabled = context.environment.isEnabled
    let element = InteractiveElement(
      id: ElementID(kind: .textField, scope: context.environment.interactionScope, label: field.label),
      frame: rect, shortcut: nil, isEnabled: enabled,
      disabledReason: enabled ? nil : "it is not available now",
      prefersFocus: context.environment.prefersDefaultFocus,
      handler: .textField(field.text, limit: field.limit))
    let id = pass.register(element)
    let base = context.environment.resolved(context.environment.textStyle)
    let clip = pass.clip.intersection(rect)
    var x = rect.minX
    x += pass.canvas.draw(
      Sanitizer.sanitize(field.label) + ": [", x: x, y: rect.minY, style: base, clip: clip)
    let closing = rect.maxX - 1
    let areaWidth = max(0, closing - x)
    let characters = Array(value)
    let focused = pass.focused.contains(id)
    let cursor = min(pass.cursors[id] ?? characters.count, characters.count)
    // Scroll horizontally so the cursor stays visible.
    var start = 0
    if focused {
      var widthToCursor = DisplayWidth.of(String(characters[0..<cursor]), ambiguous: ambiguous) + 1
      while widthToCursor > areaWidth && start < cursor {
        widthToCursor -= DisplayWidth.of(characters[start], ambiguous: ambiguous)
        start += 1
      }
    }
    var fieldStyle = base
    fieldStyle.underline = true
    let areaClip = clip.intersection(Rect(x: x, y: rect.minY, width: areaWidth, height: 1))
    pass.canvas.fill(areaClip, style: fieldStyle)
    if value.isEmpty, let placeholder = field.placeholder, !focused {
      var placeholderStyle = fieldStyle
      placeholderStyle.dim = true
      pass.canvas.draw(placeholder, x: x, y: rect.minY, style: placeholderStyle, clip: areaClip)
    }
    var column = x
    for index in start..<characters.count {
      if focused && index == cursor { pass.cursorPosition = Point(x: column, y: rect.minY) }
      let style = focused && index == cursor ? Style.merged(fieldStyle, inverse: true) : fieldStyle
      column += pass.canvas.put(characters[index], x: column, y: rect.minY, style: style, clip: areaClip)
    }
    if focused && cursor == characters.count {
      pass.cursorPosition = Point(x: column, y: rect.minY)
      pass.canvas.put(
        " ", x: column, y: rect.minY, style: Style.merged(fieldStyle, inverse: true), clip: areaClip)
    }
    if closing >= x { pass.canvas.put("]", x: closing, y: rect.minY, style: base, clip: clip) }
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
