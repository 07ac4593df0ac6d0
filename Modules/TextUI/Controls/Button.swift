/// A button, drawn as `[a] Label` (or `[Label]` without a shortcut) at its full width; inverse
/// when focused, dim when disabled. Scripts press it by label or shortcut; a disabled button says why it cannot be
/// pressed.
public struct Button: View {
  let label: String
  let shortcut: Character?
  let isEnabled: Bool
  let disabledReason: String?
  let action: @MainActor () -> Void

  /// Creates a button.
  /// - Parameters:
  ///   - label: the text shown and matched by `press LABEL` (case-insensitive).
  ///   - shortcut: a key that presses it when the focused element does not take that key.
  ///   - isEnabled: whether it can be pressed.
  ///   - disabledReason: shown when someone tries to press it while disabled.
  ///   - action: what pressing does.
  public init(
    _ label: String, shortcut: Character? = nil, isEnabled: Bool = true, disabledReason: String? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.label = label
    self.shortcut = shortcut
    self.isEnabled = isEnabled
    self.disabledReason = disabledReason
    self.action = action
  }

  /// A primitive view.
  public typealias Body = Never

  /// The text drawn for the button.
  var display: String {
    shortcut.map { "[\(Sanitizer.sanitize($0))] \(label)" } ?? "[\(label)]"
  }
}

extension Button: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    ButtonNode(button: self, context: context)
  }
}

final class ButtonNode: LayoutNode {
  let button: Button
  let glyphs: [Glyph]
  let enabled: Bool

  init(button: Button, context: BuildContext) {
    self.button = button
    self.enabled = button.isEnabled && context.environment.isEnabled
    let style = context.environment.resolved(context.environment.textStyle)
    self.glyphs = button.display.map {
      let glyph = Sanitizer.sanitize($0)
      return Glyph(
        character: glyph, style: style,
        width: DisplayWidth.of(glyph, ambiguous: context.environment.ambiguousWidth))
    }
    super.init(context: context)
  }

  /// A button's size does not depend on the proposal.
  override func cacheKey(for proposal: ProposedSize) -> ProposedSize { .unspecified }

  /// Buttons keep their size (a label is never cut to fit): they are the least flexible views.
  override func measure(_ proposal: ProposedSize) -> Size {
    Size(width: TextLayout.width(glyphs), height: 1)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let element = InteractiveElement(
      id: ElementID(
        kind: .button, scope: context.environment.interactionScope, label: button.label,
        tag: context.environment.elementID),
      frame: rect, shortcut: button.shortcut, isEnabled: enabled,
      disabledReason: enabled ? nil : (button.disabledReason ?? "it is not available now"),
      prefersFocus: context.environment.prefersDefaultFocus, handler: .button(button.action))
    let id = pass.register(element)
    var style = context.environment.resolved(context.environment.textStyle)
    if !enabled { style.dim = true }
    if pass.focused.contains(id) {
      style.inverse.toggle()
      style.bold = true
    }
    let shown = TextLayout.truncate(
      glyphs, to: rect.width, mode: .tail, ambiguous: context.environment.ambiguousWidth)
    let clip = pass.clip.intersection(rect)
    var x = rect.minX
    for glyph in shown {
      x += pass.canvas.put(glyph.character, x: x, y: rect.minY, style: style, clip: clip)
    }
  }
}
