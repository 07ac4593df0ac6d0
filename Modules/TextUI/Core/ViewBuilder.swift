/// Builds views from closures with `if`/`else`, `switch`, optionals and several children.
@resultBuilder
public enum ViewBuilder {
  /// No content.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One child.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  // MARK: - Several children (2 to 10)

  /// 2 children.
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView2<C0, C1> {
    TupleView(c0, _TupleEnd(c1))
  }

  /// 3 children.
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView3<C0, C1, C2> {
    TupleView(c0, buildBlock(c1, c2))
  }

  /// 4 children.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView4<C0, C1, C2, C3> {
    TupleView(c0, buildBlock(c1, c2, c3))
  }

  /// 5 children.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView5<C0, C1, C2, C3, C4> {
    TupleView(c0, buildBlock(c1, c2, c3, c4))
  }

  /// 6 children.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView6<C0, C1, C2, C3, C4, C5> {
    TupleView(c0, buildBlock(c1, c2, c3, c4, c5))
  }

  /// 7 children.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView7<C0, C1, C2, C3, C4, C5, C6> {
    TupleView(c0, buildBlock(c1, c2, c3, c4, c5, c6))
  }

  /// 8 children.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView8<C0, C1, C2, C3, C4, C5, C6, C7> {
    TupleView(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7))
  }

  /// 9 children.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView9<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
    TupleView(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7, c8))
  }

  /// 10 children.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> TupleView10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
    TupleView(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7, c8, c9))
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
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
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
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    if let view = self { TextUI.makeNodes(view, in: context.child(0), into: &nodes) }
  }
}
