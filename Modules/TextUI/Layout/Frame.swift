extension View {
  /// Gives the view a fixed width and/or height (`nil` keeps the child's own), aligning the child
  /// inside, as SwiftUI's `frame(width:height:alignment:)`.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
    FramedView(
      content: self,
      kind: .fixed(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }),
      alignment: alignment)
  }

  /// Constrains the view between minimum and maximum sizes, as SwiftUI's flexible frame. Pass
  /// `Layout.unbounded` (or `.max`) as a maximum for "as large as offered".
  public func frame(
    minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
    minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let cap = { (value: Int?) in value.map { min(max(0, $0), Layout.unbounded) } }
    return FramedView(
      content: self,
      kind: .flexible(
        width: FlexibleFrame(min: cap(minWidth), ideal: cap(idealWidth), max: cap(maxWidth)),
        height: FlexibleFrame(min: cap(minHeight), ideal: cap(idealHeight), max: cap(maxHeight))),
      alignment: alignment)
  }
}

/// The constraints of a flexible frame on one axis.
struct FlexibleFrame: Hashable {
  var min: Int?
  var ideal: Int?
  var max: Int?

  /// The child's proposal: the frame's proposal (or the ideal when unspecified), clamped.
  func childProposal(_ proposal: Int?) -> Int? {
    guard var value = proposal ?? ideal else { return nil }
    if let min { value = Swift.max(value, min) }
    if let max { value = Swift.min(value, max) }
    return value
  }

  /// The frame's extent for the frame's own `proposal`, given the child's: the ideal when the
  /// proposal is unspecified and an ideal is set; otherwise the child's extent pushed towards the
  /// (clamped) proposal within min…max.
  func size(child: Int, proposal: Int?) -> Int {
    if proposal == nil, let ideal { return childProposal(ideal) ?? ideal }
    let proposed = childProposal(proposal)
    var result = child
    if let min { result = Swift.max(min, Swift.min(result, proposed ?? result)) }
    if let max { result = Swift.min(max, Swift.max(result, proposed ?? result)) }
    return result
  }
}

struct FramedView<Content> {
  let content: Content
  let kind: FrameNode.Kind
  let alignment: Alignment
}

extension FramedView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    FrameNode(
      kind: kind, alignment: alignment, child: TextUI.makeNode(content, in: context.child(0)),
      context: context)
  }
}

/// A fixed or flexible frame around one child.
final class FrameNode: ModifierNode {
  enum Kind {
    case fixed(width: Int?, height: Int?)
    case flexible(width: FlexibleFrame, height: FlexibleFrame)
  }

  let kind: Kind
  let alignment: Alignment

  init(kind: Kind, alignment: Alignment, child: LayoutNode, context: BuildContext) {
    self.kind = kind
    self.alignment = alignment
    super.init(child: child, context: context)
  }

  private func resolve(_ proposal: ProposedSize) -> (childProposal: ProposedSize, size: Size) {
    switch kind {
    case .fixed(let width, let height):
      let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let size = child.sizeThatFits(childProposal)
      return (childProposal, Size(width: width ?? size.width, height: height ?? size.height))
    case .flexible(let width, let height):
      let childProposal = ProposedSize(
        width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
      let size = child.sizeThatFits(childProposal)
      return (
        childProposal,
        Size(
          width: width.size(child: size.width, proposal: proposal.width),
          height: height.size(child: size.height, proposal: proposal.height))
      )
    }
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    resolve(proposal).size
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let childProposal = resolve(proposal).childProposal
    let size = child.sizeThatFits(childProposal)
    let origin = alignment.origin(child: size, in: rect)
    pass.clipped(to: rect) {
      child.draw(in: Rect(origin: origin, size: size), proposal: childProposal)
    }
  }
}
