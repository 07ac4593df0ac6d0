extension View {
  /// Proposes `nil` (ideal size) to the view on both axes, so it takes its ideal size whatever it
  /// is offered.
  public func fixedSize() -> some View {
    FixedSizeView(content: self, axes: .both)
  }

  /// Proposes `nil` (ideal size) on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    var axes: AxisSet = []
    if horizontal { axes.insert(.horizontal) }
    if vertical { axes.insert(.vertical) }
    return FixedSizeView(content: self, axes: axes)
  }
}

struct FixedSizeView<Content> {
  let content: Content
  let axes: AxisSet
}

extension FixedSizeView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    FixedSizeNode(axes: axes, child: TextUI.makeNode(content, in: context.child(0)), context: context)
  }
}

final class FixedSizeNode: ModifierNode {
  let axes: AxisSet

  init(axes: AxisSet, child: LayoutNode, context: BuildContext) {
    self.axes = axes
    super.init(child: child, context: context)
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    child.sizeThatFits(childProposal(proposal))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let inner = childProposal(proposal)
    child.draw(in: Rect(origin: rect.origin, size: child.sizeThatFits(inner)), proposal: inner)
  }
}
