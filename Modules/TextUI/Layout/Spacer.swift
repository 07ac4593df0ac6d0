/// Flexible space that expands along the axis of the stack that contains it (both axes elsewhere).
public struct Spacer: View {
  let minLength: Int

  /// Creates a spacer that is at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = max(0, minLength)
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    SpacerNode(minLength: minLength, axis: context.stackAxis, context: context)
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Int
  let axis: Axis?

  init(minLength: Int, axis: Axis?, context: BuildContext) {
    self.minLength = minLength
    self.axis = axis
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    switch axis {
    case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
    case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
    case nil:
      Size(
        width: max(minLength, proposal.width ?? minLength),
        height: max(minLength, proposal.height ?? minLength))
    }
  }
}

/// A line that separates content: horizontal (`─`) in a `VStack` or on its own, vertical (`│`) in
/// an `HStack`.
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// A primitive view.
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    DividerNode(vertical: context.stackAxis == .horizontal, context: context)
  }
}

final class DividerNode: LayoutNode {
  let vertical: Bool

  init(vertical: Bool, context: BuildContext) {
    self.vertical = vertical
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    vertical
      ? Size(width: 1, height: proposal.height ?? 1)
      : Size(width: proposal.width ?? 1, height: 1)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let style = context.environment.resolved(context.environment.textStyle)
    // Box drawing is East Asian Ambiguous: where it is two cells wide, ASCII keeps the grid.
    let narrow = pass.canvas.ambiguous == .narrow
    if vertical {
      for y in rect.minY..<rect.maxY {
        pass.canvas.put(narrow ? "│" : "|", x: rect.minX, y: y, style: style, clip: pass.clip)
      }
    } else {
      for x in rect.minX..<rect.maxX {
        pass.canvas.put(narrow ? "─" : "-", x: x, y: rect.minY, style: style, clip: pass.clip)
      }
    }
  }
}

// MARK: - Colour fills

extension Color: View, PrimitiveView {
  /// A primitive view.
  public typealias Body = Never

  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
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
