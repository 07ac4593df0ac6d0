/// Shows its content through a viewport: the content is proposed `nil` (its ideal size) along the
/// scroll axis and drawn at an offset; the scroll view itself takes the space it is offered.
///
/// The offset is kept between renders, or read from `offset` (drawing never writes it). With
/// `scrollTo`, the viewport moves just enough to show the view tagged with that id (`.id(_:)`).
public struct ScrollView<Content> {
  let axis: Axis
  let offset: Binding<Int>?
  let target: AnyHashable?
  let content: Content

  /// Creates a scroll view.
  /// - Parameters:
  ///   - axis: the direction that scrolls.
  ///   - offset: the scroll position in cells, if the caller wants to own it.
  ///   - scrollTo: the id (see `.id(_:)`) of a view to bring into view.
  public init(
    _ axis: Axis = .vertical, offset: Binding<Int>? = nil, scrollTo: AnyHashable? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.axis = axis
    self.offset = offset
    self.target = scrollTo
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ScrollView: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context.child(0)
    inner.stackAxis = nil
    let child =
      axis == .vertical
      ? TextUI.makeNode(VStack(alignment: .leading) { content }, in: inner)
      : TextUI.makeNode(HStack(alignment: .top) { content }, in: inner)
    return ScrollNode(axis: axis, offset: offset, target: target, child: child, context: context)
  }
}

final class ScrollNode: ModifierNode {
  let axis: Axis
  let offset: Binding<Int>?
  let target: AnyHashable?

  init(axis: Axis, offset: Binding<Int>?, target: AnyHashable?, child: LayoutNode, context: BuildContext) {
    self.axis = axis
    self.offset = offset
    self.target = target
    super.init(child: child, context: context)
  }

  private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    var inner = proposal
    inner[axis] = nil
    return inner
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    let content = child.sizeThatFits(contentProposal(proposal))
    var size = content
    if let along = proposal[axis] { size[axis] = min(along, Layout.unbounded) }
    if let cross = proposal[axis.cross] { size[axis.cross] = min(content[axis.cross], cross) }
    return size
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let inner = contentProposal(proposal)
    let content = child.sizeThatFits(inner)
    let viewport = rect.size[axis]
    let maximum = max(0, content[axis] - viewport)
    var position = offset?.wrappedValue ?? pass.state.value(for: context.identity, default: 0)
    if let target {
      pass.dryRun { child.draw(in: Rect(origin: rect.origin, size: content), proposal: inner) }
      if let frame = pass.identifiedFrames[target] {
        let start = frame.origin.y - rect.minY
        let startAlong = axis == .vertical ? start : frame.origin.x - rect.minX
        let length = frame.size[axis]
        if startAlong < position { position = startAlong }
        if startAlong + length > position + viewport { position = startAlong + length - viewport }
      }
    }
    position = max(0, min(maximum, position))
    // Drawing never writes the caller's state: the bound offset is read, the position shown (clamped,
    // moved to the target) is kept in the host's view state.
    pass.state.set(position, for: context.identity)
    let origin =
      axis == .vertical
      ? Point(x: rect.minX, y: rect.minY - position) : Point(x: rect.minX - position, y: rect.minY)
    pass.clipped(to: rect) {
      child.draw(in: Rect(origin: origin, size: content), proposal: inner)
    }
  }
}
