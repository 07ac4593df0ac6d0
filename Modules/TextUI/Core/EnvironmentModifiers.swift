/// Sets an environment value for a subtree.
struct EnvironmentWriter<Content> {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void
}

extension EnvironmentWriter: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    transform(&inner.environment)
    return TextUI.makeNode(content, in: inner)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes the environment for this view and its descendants.
  public func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
    EnvironmentWriter(content: self, transform: transform)
  }

  /// Draws text in this subtree in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentWriter(content: self) { $0.textStyle.foreground = color }
  }

  /// Draws text in this subtree on `color`.
  public func backgroundColor(_ color: Color?) -> some View {
    EnvironmentWriter(content: self) { $0.textStyle.background = color }
  }

  /// Draws text in this subtree bold.
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self) { $0.textStyle.bold = isActive }
  }

  /// Draws text in this subtree dim.
  public func dim(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self) { $0.textStyle.dim = isActive }
  }

  /// Draws text in this subtree in inverse video.
  public func inverse(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self) { $0.textStyle.inverse = isActive }
  }

  /// Limits every `Text` in this subtree to `limit` lines.
  public func lineLimit(_ limit: Int?) -> some View {
    EnvironmentWriter(content: self) { $0.lineLimit = limit }
  }

  /// Sets where text in this subtree is cut when it does not fit.
  public func truncationMode(_ mode: TruncationMode) -> some View {
    EnvironmentWriter(content: self) { $0.truncationMode = mode }
  }

  /// Gives the control (or the first control) in this subtree the focus when the screen appears,
  /// instead of the host's default (the first list, else the first text field, else the first
  /// button).
  public func defaultFocus(_ isPreferred: Bool = true) -> some View {
    EnvironmentWriter(content: self) { $0.prefersDefaultFocus = isPreferred }
  }

  /// Names the control in this subtree with a stable id: the host remembers its focus and text
  /// cursor by this id, whatever its label says.
  public func elementID(_ id: String) -> some View {
    EnvironmentWriter(content: self) { $0.elementID = id }
  }

  /// Disables the controls in this subtree.
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
  }
}
