extension Color: View, _PrimitiveView {
  /// A primitive view.
  public typealias Body = Never

  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    FillNode(color: self, context: context)
  }
}

/// A colour used as a view fills all the space it is offered.
final class FillNode: LayoutNode {
  let color: Color

  init(color: Color, context: BuildContext) {
    self.color = color
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    Size(
      width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    guard context.environment.colorEnabled else { return }
    pass.canvas.fill(rect.intersection(pass.clip), style: Style(background: color))
  }
}

extension EnvironmentValues {
  /// `style` as this environment draws it (colours dropped when colour is off).
  func resolved(_ style: Style) -> Style {
    colorEnabled ? style : style.withoutColor
  }
}

/// Blank cells in the terminal's own colours: behind a popup it hides what is underneath on light
/// and dark themes alike, and with colour off (a coloured fill would set a background without a
/// foreground, or nothing at all under `NO_COLOR`).
public struct Blank: View, _PrimitiveView {
  /// A primitive view.
  public typealias Body = Never

  /// A blank fill.
  public init() {}

  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    BlankNode(context: context)
  }
}

/// Fills all the space it is offered with plain spaces.
final class BlankNode: LayoutNode {
  override func measure(_ proposal: ProposedSize) -> Size {
    Size(
      width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    pass.canvas.fill(rect.intersection(pass.clip), style: .plain)
  }
}
