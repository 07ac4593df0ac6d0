/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// A primitive view.
  public typealias Body = Never
}

extension EmptyView: ViewList {
  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {}
}

/// Groups views without affecting layout: in a stack, its children are the stack's children.
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Group: ViewList {
  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    TextUI.makeNodes(content, in: context, into: &nodes)
  }
}
