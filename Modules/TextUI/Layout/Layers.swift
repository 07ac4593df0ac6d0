extension View {
  /// Draws `content` in front of this view, proposed this view's size (as SwiftUI's `overlay`).
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay
  ) -> some View {
    LayeredView(base: self, layer: content(), alignment: alignment, inFront: true)
  }

  /// Draws `content` behind this view, proposed this view's size (as SwiftUI's `background`).
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> Background
  ) -> some View {
    LayeredView(base: self, layer: content(), alignment: alignment, inFront: false)
  }

  /// Fills the area behind this view with `color`.
  public func background(_ color: Color) -> some View {
    LayeredView(base: self, layer: color, alignment: .center, inFront: false)
  }
}

struct LayeredView<Base, Layer> {
  let base: Base
  let layer: Layer
  let alignment: Alignment
  let inFront: Bool
}

extension LayeredView: View, _PrimitiveView where Base: View, Layer: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    var layerContext = context.child(1)
    layerContext.stackAxis = nil
    return LayerNode(
      base: TextUI.makeNode(base, in: context.child(0)), layer: TextUI.makeNode(layer, in: layerContext),
      alignment: alignment, inFront: inFront, context: context)
  }
}

/// A view with a secondary view in front or behind, which is proposed the base's size and does not
/// change the layout.
final class LayerNode: ModifierNode {
  let layer: LayoutNode
  let alignment: Alignment
  let inFront: Bool

  init(base: LayoutNode, layer: LayoutNode, alignment: Alignment, inFront: Bool, context: BuildContext) {
    self.layer = layer
    self.alignment = alignment
    self.inFront = inFront
    super.init(child: base, context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    if inFront { child.draw(in: rect, proposal: proposal) }
    let layerProposal = ProposedSize(rect.size)
    let size = layer.sizeThatFits(layerProposal)
    layer.draw(in: Rect(origin: alignment.origin(child: size, in: rect), size: size), proposal: layerProposal)
    if !inFront { child.draw(in: rect, proposal: proposal) }
  }
}
