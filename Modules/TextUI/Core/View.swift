/// A piece of user interface, described as a value (as in SwiftUI).
///
/// Composite views describe themselves with `body`; primitive views (`Text`, stacks, controls…)
/// have `Body == Never` and are laid out and drawn by the toolkit.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor var body: Body { get }
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

/// A view the toolkit lays out itself: it turns into one layout node.
protocol PrimitiveView {
  /// Builds the layout node for this view.
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode
}

/// A view that stands for several sibling views (tuples, `ForEach`, `Group`, conditionals…).
protocol ViewList {
  /// Appends the layout nodes of every child view.
  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode])
}

/// Builds the nodes `view` stands for (several for a `ViewList`, one for any other view).
@MainActor
func makeNodes<V: View>(_ view: V, in context: BuildContext, into nodes: inout [LayoutNode]) {
  if let list = view as? any ViewList {
    list.makeNodes(in: context, into: &nodes)
  } else if let primitive = view as? any PrimitiveView {
    nodes.append(primitive.makeNode(in: context))
  } else {
    makeNodes(view.body, in: context, into: &nodes)
  }
}

/// Builds one node for `view`; several siblings are stacked vertically, as SwiftUI does at the root.
@MainActor
func makeNode<V: View>(_ view: V, in context: BuildContext) -> LayoutNode {
  if let primitive = view as? any PrimitiveView { return primitive.makeNode(in: context) }
  if view is any ViewList {
    var nodes: [LayoutNode] = []
    makeNodes(view, in: context, into: &nodes)
    if nodes.count == 1, let only = nodes.first { return only }
    return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes, context: context)
  }
  return makeNode(view.body, in: context)
}
