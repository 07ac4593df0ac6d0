/// Builds its content from the name of the element that has the focus in its interaction scope
/// (the name given with `.elementID(_:)`, else the label; nil when nothing there has it), as a
/// SwiftUI view reads its `@FocusState`: a key hint can say what Enter does where the focus is.
///
/// Its content is built every frame, so a reader inside an ``EquatableView`` makes that view drawn
/// afresh every frame.
public struct FocusReader<Content> {
  let content: (String?) -> Content

  /// Creates a reader whose content depends on which element has the focus.
  public init(@ViewBuilder content: @escaping (_ focusedName: String?) -> Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension FocusReader: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``): its content's, for the focus now.
  /// Reading the focus counts as a side effect, so a retained subtree around it is not replayed.
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    let scope = context.environment.interactionScope
    let focused = context.pass.focused.first { $0.scope == scope }
    context.pass.focusReads += 1
    return TextUI.makeNode(content(focused?.name), in: context)
  }
}
