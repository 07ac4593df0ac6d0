/// Builds content from the current environment values.
public struct EnvironmentReader<Content: View>: View {
  let content: (EnvironmentValues) -> Content

  /// Creates a view whose content depends on the environment.
  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension EnvironmentReader: PrimitiveView {
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    TextUI.makeNode(content(context.environment), in: context)
  }
}
