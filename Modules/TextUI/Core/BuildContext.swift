/// What a view needs while it becomes a layout node: its environment, its structural identity, and
/// the render pass it belongs to.
@MainActor
public struct BuildContext {
  /// The environment the view sees.
  var environment: EnvironmentValues
  /// The view's structural identity (position in the tree, or explicit ids).
  var identity: Int
  /// The axis of the stack the view is a direct child of (for `Spacer` and `Divider`).
  var stackAxis: Axis?
  /// The pass being rendered.
  let pass: RenderPass

  /// The context of the child at `position`.
  func child<Position: Hashable>(_ position: Position) -> BuildContext {
    var hasher = Hasher()
    hasher.combine(identity)
    hasher.combine(position)
    var copy = self
    copy.identity = hasher.finalize()
    return copy
  }
}
