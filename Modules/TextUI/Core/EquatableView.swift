/// A view kept between frames while it equals the last frame's (as SwiftUI's `EquatableView`):
/// its content is not built, measured or drawn again; the sizes it answered and the cells it drew
/// last time are reused, and its controls registered again.
///
/// The content must be drawn from its value and the environment alone (what its `body` reads from
/// anything else, an observed model included, is not read again while the value stays equal). It
/// is drawn afresh when the value, the environment, the space it is given, what lies under it or
/// the focus of one of its controls changes. A subtree that keeps view state (a list, a scroll
/// view), a text field, a confirmation or an `.id` is drawn afresh every frame.
public struct EquatableView<Content> {
  /// The view kept while it stays equal.
  public let content: Content

  /// Wraps `content`.
  public init(content: Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension EquatableView: View, _PrimitiveView where Content: View & Equatable {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    makeRetainedNode(content, in: context)
  }
}

extension View where Self: Equatable {
  /// Keeps this view between frames while it equals the last frame's (see ``EquatableView``).
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

/// The retained node of `view`: its content is built only when it is not kept.
@MainActor
func makeRetainedNode<V: View & Equatable>(_ view: V, in context: BuildContext) -> LayoutNode {
  guard context.pass.state.retained.isEnabled else { return makeNode(view, in: context) }
  return RetainedNode(view: view, equal: { $0 == $1 }, context: context) { context in
    makeNode(view, in: context)
  }
}

/// How a `List` builds rows of a view type: retained when the type is `Equatable`, or a plain value
/// (compared by its bytes, see ``PlainValue``); a row view that is neither (it holds a closure or a
/// model) is compared by what its `body` makes, as SwiftUI compares the view a body returns: the body
/// is made every frame, and what it made is kept while it stays the same. The type is checked once
/// per list, not once per row.
enum RowRetention {
  /// Builds a row's node in its context.
  typealias Maker<Row> = @MainActor (Row, BuildContext) -> LayoutNode

  /// A maker of retained rows for `Row`, or nil when neither `Row` nor any view its body makes on
  /// the way to a primitive view is `Equatable` or plain.
  @MainActor
  static func maker<Row: View>(for _: Row.Type) -> Maker<Row>? {
    if let equatable = Row.self as? any (View & Equatable).Type { return maker(equatable, for: Row.self) }
    guard PlainValue.isPlain(Row.self) else { return bodyMaker(for: Row.self) }
    return { row, context in
      guard context.pass.state.retained.isEnabled else { return makeNode(row, in: context) }
      return RetainedNode(view: row, equal: { PlainValue.sameBytes($0, $1) }, context: context) { context in
        makeNode(row, in: context)
      }
    }
  }

  /// A maker that builds a row's body and keeps that, for a composite `Row` whose body can be kept.
  /// A composite view's nodes are its body's, built in the same context, so nothing else changes.
  @MainActor
  private static func bodyMaker<Row: View>(for _: Row.Type) -> Maker<Row>? {
    guard Row.Body.self != Never.self, let makeBody = maker(for: Row.Body.self) else { return nil }
    return { row, context in makeBody(row.body, context) }
  }

  private static func maker<Retained: View & Equatable, Row: View>(
    _: Retained.Type, for _: Row.Type
  ) -> Maker<Row> {
    { row, context in
      // `Row` is `Retained`: the cast compares the two types and copies.
      guard let retained = row as? Retained else { return makeNode(row, in: context) }
      return makeRetainedNode(retained, in: context)
    }
  }
}
