/// Several sibling views, as built by `ViewBuilder`: the first child and the rest (another
/// `TupleView`, or the last child in a ``_TupleEnd``).
///
/// A chain of pairs, not a parameter pack: a pack is stored as a tuple, whose type metadata the
/// runtime looked up in a locked table each time a tuple view was made, copied or destroyed in
/// generic code — every frame, for every stack (3.6 % of a routed trip's frame). A pair's children
/// come with their own types, so nothing is looked up. Up to 10 children, as SwiftUI's
/// `ViewBuilder` took before packs (group more in a `Group` or a stack).
public struct TupleView<First: View, Rest: _ViewTuple> {
  let first: First
  let rest: Rest

  /// Pairs `first` with the rest of the children.
  public init(_ first: First, _ rest: Rest) {
    self.first = first
    self.rest = rest
  }

  /// A primitive view.
  public typealias Body = Never
}

/// The last child of a ``TupleView``.
public struct _TupleEnd<Last: View> {
  let last: Last

  /// Wraps the last child.
  public init(_ last: Last) {
    self.last = last
  }
}

// MARK: - Blocks of 2 to 10 children

/// Two children, as `ViewBuilder` builds them.
public typealias TupleView2<C0: View, C1: View> = TupleView<C0, _TupleEnd<C1>>
/// 3 children.
public typealias TupleView3<C0: View, C1: View, C2: View> = TupleView<C0, TupleView2<C1, C2>>
/// 4 children.
public typealias TupleView4<C0: View, C1: View, C2: View, C3: View> = TupleView<C0, TupleView3<C1, C2, C3>>
/// 5 children.
public typealias TupleView5<C0: View, C1: View, C2: View, C3: View, C4: View> = TupleView<
  C0, TupleView4<C1, C2, C3, C4>
>
/// 6 children.
public typealias TupleView6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View> = TupleView<
  C0, TupleView5<C1, C2, C3, C4, C5>
>
/// 7 children.
public typealias TupleView7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View> = TupleView<
  C0, TupleView6<C1, C2, C3, C4, C5, C6>
>
/// 8 children.
public typealias TupleView8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View> =
  TupleView<C0, TupleView7<C1, C2, C3, C4, C5, C6, C7>>
/// 9 children.
public typealias TupleView9<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
> = TupleView<C0, TupleView8<C1, C2, C3, C4, C5, C6, C7, C8>>
/// 10 children.
public typealias TupleView10<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
> = TupleView<C0, TupleView9<C1, C2, C3, C4, C5, C6, C7, C8, C9>>

/// The children of a ``TupleView`` from one of them on. Public and underscored only because
/// `ViewBuilder`'s results name it; nothing outside TextUI builds nodes.
public protocol _ViewTuple {
  /// Appends the nodes of every child, the first at `index` among its siblings.
  @MainActor static func _makeChildren(
    _ children: Self, from index: Int, in context: BuildContext, into nodes: inout [LayoutNode])
}

extension TupleView: View, _ViewTuple {
  /// Builds the layout nodes of this view's children (called directly, not through `ViewList`:
  /// asking for a conditional conformance in generic code is a lookup too).
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    _makeChildren(view, from: 0, in: context, into: &nodes)
  }

  /// Appends the first child's nodes at `index`, then the rest's.
  @MainActor public static func _makeChildren(
    _ children: Self, from index: Int, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    TextUI.makeNodes(children.first, in: context.child(index), into: &nodes)
    Rest._makeChildren(children.rest, from: index + 1, in: context, into: &nodes)
  }
}

extension _TupleEnd: _ViewTuple {
  /// Appends the last child's nodes at `index`.
  @MainActor public static func _makeChildren(
    _ children: Self, from index: Int, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    TextUI.makeNodes(children.last, in: context.child(index), into: &nodes)
  }
}
