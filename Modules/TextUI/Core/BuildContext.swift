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

  /// The context of the child at structural `position` (a tuple's element, a branch).
  func child(_ position: Int) -> BuildContext {
    var copy = self
    copy.identity = Self.identity(of: position, under: identity)
    return copy
  }

  /// The context of the child with explicit id `position` (`ForEach`, `List`, `.id(_:)`).
  func child<Position: Hashable>(_ position: Position) -> BuildContext {
    var copy = self
    copy.identity = Self.identity(of: position.hashValue, under: identity)
    return copy
  }

  /// The identity of the child at `position` under `parent`: `parent` spread over every bit and
  /// offset by `position` (so siblings never share one), then mixed again (SplitMix64's finalizer, a
  /// bijection), so that identities in different subtrees are as unlikely to meet as random numbers.
  /// Every node of every frame derives its identity so; `Hasher` cost about a tenth of building a
  /// row's nodes.
  static func identity(of position: Int, under parent: Int) -> Int {
    let spread = UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15
    let offset = spread &+ UInt64(truncatingIfNeeded: position) &+ 0x632B_E59B_D9B4_E019
    return Int(truncatingIfNeeded: ByteDigest.finalized(offset))
  }
}
