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

extension EnvironmentReader: View, PrimitiveView where Content: View {
  /// Builds this view's layout node (the toolkit's views build theirs directly).
  @MainActor public static func _makeNodes(_ view: Self, into builder: inout ViewNodes) {
    builder.appendPrimitive(view)
  }

  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    TextUI.makeNode(content(context.environment), in: context)
  }
}
