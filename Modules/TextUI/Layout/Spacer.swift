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

extension Spacer: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
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
