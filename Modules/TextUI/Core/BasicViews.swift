/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// A primitive view.
  public typealias Body = Never
}

extension EmptyView: ViewList {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {}
}

/// Groups views without affecting layout: in a stack, its children are the stack's children.
public struct Group<Content> {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Group: View, ViewList where Content: View {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    TextUI.makeNodes(content, in: context, into: &nodes)
  }
}
