/// A region that Tab can focus and that takes keys while focused (a map, a canvas): it takes all
/// the space it is offered, like `GeometryReader`, and builds its content knowing whether it has the
/// focus, so the content can show it.
public struct FocusArea<Content> {
  let label: String
  let onKey: @MainActor (Key) -> Bool
  let commandKeys: [Character]
  let content: (Bool) -> Content

  /// Creates a focusable region.
  /// - Parameters:
  ///   - label: the element's name for scripts and help.
  ///   - onKey: called with each key while the region has the focus; returns whether it used the
  ///     key (unused keys go on to button shortcuts and the App).
  ///   - commandKeys: keys `onKey` also gets while another element of the scope has the focus,
  ///     when neither it nor a button uses them (like a button's shortcut).
  ///   - content: the region's content, given whether the region has the focus.
  public init(
    _ label: String, onKey: @escaping @MainActor (Key) -> Bool, commandKeys: [Character] = [],
    @ViewBuilder content: @escaping (_ isFocused: Bool) -> Content
  ) {
    self.label = label
    self.onKey = onKey
    self.commandKeys = commandKeys
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension FocusArea: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    let content = self.content
    return FocusAreaNode(
      label: label, onKey: onKey, commandKeys: commandKeys,
      build: { focused, inner in TextUI.makeNode(content(focused), in: inner) }, context: context)
  }
}

final class FocusAreaNode: LayoutNode {
  let label: String
  let onKey: @MainActor (Key) -> Bool
  let commandKeys: [Character]
  let build: @MainActor (Bool, BuildContext) -> LayoutNode

  init(
    label: String, onKey: @escaping @MainActor (Key) -> Bool, commandKeys: [Character],
    build: @escaping @MainActor (Bool, BuildContext) -> LayoutNode, context: BuildContext
  ) {
    self.label = label
    self.onKey = onKey
    self.commandKeys = commandKeys
    self.build = build
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    Size(
      width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let element = InteractiveElement(
      id: ElementID(kind: .area, scope: context.environment.interactionScope, label: label),
      frame: rect, shortcut: nil, isEnabled: true, disabledReason: nil,
      prefersFocus: context.environment.prefersDefaultFocus, commandKeys: commandKeys, handler: .keys(onKey))
    let id = pass.register(element)
    var inner = context.child(0)
    inner.stackAxis = nil
    let child = build(pass.focused.contains(id), inner)
    let childProposal = ProposedSize(rect.size)
    let size = child.sizeThatFits(childProposal)
    pass.clipped(to: rect) {
      child.draw(in: Rect(origin: rect.origin, size: size), proposal: childProposal)
    }
  }
}
