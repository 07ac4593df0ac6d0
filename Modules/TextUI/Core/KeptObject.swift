/// An object kept by the host for as long as the view is on screen, made by `make` the first frame
/// that shows it and handed to `content` on every frame after: a cache a view's content reads
/// across frames (a map's rows, a column's width), owned by the host's per-view state (keyed by the
/// view's identity, as a list's scroll position) rather than held by a view value. A frame that
/// does not show the view drops the object; the next that does makes a new one.
///
/// Reading it makes the enclosing retained subtree (an `EquatableView`) build every frame, so keep
/// the retained part inside `content`, as in
/// `KeptObject(MapCache.init) { cache in RouteMapView(…, cache: cache).equatable() }`.
public struct KeptObject<Object: AnyObject, Content> {
  let make: () -> Object
  let content: (Object) -> Content

  /// A view whose `content` gets the object kept for it, made by `make` when there is none.
  public init(_ make: @escaping () -> Object, @ViewBuilder content: @escaping (Object) -> Content) {
    self.make = make
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension KeptObject: View, _PrimitiveView where Content: View {
  /// Builds the content's node with the object kept for this view (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    let store = context.pass.state
    let object: Object
    if let kept = store.value(for: context.identity, default: Object?.none) {
      object = kept
    } else {
      object = make()
      store.set(object, for: context.identity)
    }
    return TextUI.makeNode(content(object), in: context.child(0))
  }
}
