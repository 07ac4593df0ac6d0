/// A piece of user interface, described as a value (as in SwiftUI).
///
/// Composite views describe themselves with `body`; primitive views (`Text`, stacks, controls…)
/// have `Body == Never` and are laid out and drawn by the toolkit.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor var body: Body { get }

  /// Builds the layout nodes `view` stands for. The toolkit's own views implement it; a view you
  /// write keeps the default, which builds its `body`. Dispatching through this requirement, not
  /// through dynamic casts, keeps the first frame free of conformance lookups.
  @MainActor static func _makeNodes(_ view: Self, in context: BuildContext, into nodes: inout [LayoutNode])
}

extension View {
  /// Builds the nodes of `view.body` (composite views).
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Body._makeNodes(view.body, in: context, into: &nodes)
  }
}

extension Never: View {
  /// `Never` marks primitive views (their `Body` is `Never`); no value of it exists.
  public var body: Never { self }
}

extension View where Body == Never {
  /// Primitive views are drawn by the toolkit and have no body; the toolkit never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view and has no body")
  }
}

// MARK: - Internal building blocks

/// A view the toolkit lays out itself: it turns into one layout node. Public and underscored (as
/// SwiftUI's `_PrimitiveView`) only so that every primitive shares the one `_makeNodes` below; its
/// types have no public members, so nothing outside TextUI builds a node.
public protocol _PrimitiveView: View {
  /// Builds the layout node for this view.
  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode
}

extension _PrimitiveView {
  /// Builds this view's layout node (the toolkit's views build theirs directly).
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(view._makeNode(in: context))
  }
}

/// A view that stands for several sibling views (tuples, `ForEach`, `Group`, conditionals…).
protocol ViewList {
  /// Appends the layout nodes of every child view.
  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode])
}

/// Builds the nodes `view` stands for (several for a `ViewList`, one for any other view).
@MainActor
func makeNodes<V: View>(_ view: V, in context: BuildContext, into nodes: inout [LayoutNode]) {
  V._makeNodes(view, in: context, into: &nodes)
}

/// Builds one node for `view`; several siblings are stacked vertically, as SwiftUI does at the root.
@MainActor
func makeNode<V: View>(_ view: V, in context: BuildContext) -> LayoutNode {
  var nodes: [LayoutNode] = []
  V._makeNodes(view, in: context, into: &nodes)
  if nodes.count == 1, let only = nodes.first { return only }
  return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes, context: context)
}
