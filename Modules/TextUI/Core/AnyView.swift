/// A type-erased view.
public struct AnyView: View {
  let view: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  /// A primitive view.
  public typealias Body = Never
}

extension AnyView: ViewList {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    TextUI.makeNodes(view, in: context, into: &nodes)
  }
}
