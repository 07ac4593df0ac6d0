/// Builds content from the current environment values.
public struct EnvironmentReader<Content> {
  let content: (EnvironmentValues) -> Content

  /// Creates a view whose content depends on the environment.
  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension EnvironmentReader: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    TextUI.makeNode(content(context.environment), in: context)
  }
}
