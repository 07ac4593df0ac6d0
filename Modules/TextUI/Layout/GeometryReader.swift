/// The size a `GeometryReader` was given.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size in cells.
  public let size: Size
}

/// Takes all the space it is offered and builds its content for that size (placed at the top
/// left), as SwiftUI's `GeometryReader`. Its ideal size (when proposed `nil`) is 1×1.
public struct GeometryReader<Content> {
  let content: (GeometryProxy) -> Content

  /// Creates a reader whose content depends on its size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension GeometryReader: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    let content = self.content
    return GeometryNode(
      build: { size, inner in TextUI.makeNode(content(GeometryProxy(size: size)), in: inner) },
      context: context)
  }
}

final class GeometryNode: LayoutNode {
  let build: @MainActor (Size, BuildContext) -> LayoutNode

  init(build: @escaping @MainActor (Size, BuildContext) -> LayoutNode, context: BuildContext) {
    self.build = build
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    Size(
      width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    var inner = context.child(0)
    inner.stackAxis = nil
    let child = build(rect.size, inner)
    let childProposal = ProposedSize(rect.size)
    let size = child.sizeThatFits(childProposal)
    pass.clipped(to: rect) {
      child.draw(in: Rect(origin: rect.origin, size: size), proposal: childProposal)
    }
  }
}
