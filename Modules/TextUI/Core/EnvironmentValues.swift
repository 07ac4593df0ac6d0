/// Values passed down the view tree (as SwiftUI's environment): a view sees what its ancestors set.
public struct EnvironmentValues {
  /// Whether colours are drawn (`false` under `NO_COLOR` / `--no-color`; attributes stay).
  public var colorEnabled: Bool = true
  /// The width of East Asian Ambiguous characters.
  public var ambiguousWidth: AmbiguousWidth = .narrow
  /// The style text is drawn with (colours and attributes set by modifiers such as `.bold()`).
  public var textStyle: Style = .plain
  /// The maximum number of lines a `Text` shows, or `nil` for no limit.
  public var lineLimit: Int?
  /// Where text that does not fit is cut.
  public var truncationMode: TruncationMode = .tail
  /// The name of the innermost `interactionScope` around the view.
  public var interactionScope: String?
  /// Whether controls can be used (`.disabled(true)` turns it off).
  public var isEnabled: Bool = true

  /// The default environment.
  public init() {}
}

/// Where `Text` cuts content that does not fit, replacing it with "…".
public enum TruncationMode: Hashable, Sendable {
  /// Keep the end: "…of the text".
  case head
  /// Keep both ends: "The be…text".
  case middle
  /// Keep the beginning: "The begin…".
  case tail
}

// MARK: - Modifier

/// Sets an environment value for a subtree.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    transform(&inner.environment)
    return TextUI.makeNode(content, in: inner)
  }
}

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

  /// Disables the controls in this subtree.
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
  }
}
