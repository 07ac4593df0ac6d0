/// Builds views from closures with `if`/`else`, `switch`, optionals and several children.
@resultBuilder
public enum ViewBuilder {
  /// No content.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One child.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several children.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch (or a `switch` case) of a conditional.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .first(first))
  }

  /// The `else` branch (or a later `switch` case) of a conditional.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .second(second))
  }

  /// `if #available` content.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several sibling views, as built by `ViewBuilder`.
public struct TupleView<each Content> {
  let content: (repeat each Content)

  /// Wraps the children.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TupleView: View, ViewList where repeat each Content: View {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(_ view: Self, into builder: inout ViewNodes) {
    builder.appendList(view)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    var index = 0
    for child in repeat each content {
      TextUI.makeNodes(child, in: context.child(index), into: &nodes)
      index += 1
    }
  }
}

/// One of two views, as built by `if`/`else` and `switch`.
public struct ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }

  let storage: Storage

  /// A primitive view.
  public typealias Body = Never
}

extension ConditionalContent: View, ViewList where TrueContent: View, FalseContent: View {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(_ view: Self, into builder: inout ViewNodes) {
    builder.appendList(view)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    switch storage {
    case .first(let view): TextUI.makeNodes(view, in: context.child(0), into: &nodes)
    case .second(let view): TextUI.makeNodes(view, in: context.child(1), into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view.
  public typealias Body = Never
}

extension Optional: ViewList where Wrapped: View {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(_ view: Self, into builder: inout ViewNodes) {
    builder.appendList(view)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    if let view = self { TextUI.makeNodes(view, in: context.child(0), into: &nodes) }
  }
}
