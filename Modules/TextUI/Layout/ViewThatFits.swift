/// Shows the first child whose ideal size fits the space offered on the given axes (the last
/// child when none fits), as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content> {
  let axes: AxisSet
  let content: Content

  /// Creates a view that picks the first child that fits along `axes`.
  public init(in axes: AxisSet = .both, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ViewThatFits: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    inner.stackAxis = nil
    var children: [LayoutNode] = []
    TextUI.makeNodes(content, in: inner, into: &children)
    return ViewThatFitsNode(axes: axes, children: children, context: context)
  }
}

final class ViewThatFitsNode: LayoutNode {
  let axes: AxisSet
  let children: [LayoutNode]

  init(axes: AxisSet, children: [LayoutNode], context: BuildContext) {
    self.axes = axes
    self.children = children
    super.init(context: context)
  }

  /// The child shown for `proposal`.
  private func choice(_ proposal: ProposedSize) -> LayoutNode? {
    // Ideal size on the constrained axes; a horizontal choice ignores the height offered (widths
    // rarely depend on it), so its probe is the same in every pass.
    let idealProposal = ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) || axes.contains(.horizontal) ? nil : proposal.height)
    for child in children {
      let ideal = child.sizeThatFits(idealProposal)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    choice(proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    choice(proposal)?.draw(in: rect, proposal: proposal)
  }
}
