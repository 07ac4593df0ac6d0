/// The layout form of a view for one render pass: it answers size proposals (cached per proposal,
/// so nested stacks stay linear) and draws itself and its children into the pass's canvas.
@MainActor
public class LayoutNode {
  /// The context the view was built in.
  let context: BuildContext
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var sizes = ProposalCache<Size>()

  init(context: BuildContext) {
    self.context = context
    context.pass.statistics.nodesBuilt += 1
  }

  /// The pass this node belongs to.
  var pass: RenderPass { context.pass }

  /// The size this node takes for `proposal` (computed once per distinct proposal and pass).
  final func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let size = sizes.value(for: proposal) { return size }
    let key = cacheKey(for: proposal)
    if key != proposal, let size = sizes.value(for: key) { return size }
    pass.statistics.recordMeasurement(count: sizes.count + 1)
    let size = measure(key)
    sizes.insert(size, for: key)
    return size
  }

  /// A proposal that this node answers exactly as it answers `proposal`, used as the cache key so
  /// equivalent proposals share one measurement (for example, any width at least as wide as a
  /// text's natural width). The default is `proposal` itself.
  func cacheKey(for proposal: ProposedSize) -> ProposedSize { proposal }

  /// Computes the size for `proposal`. Subclasses override.
  func measure(_ proposal: ProposedSize) -> Size { .zero }

  /// Places children and draws into `rect`, which the parent chose after proposing `proposal`.
  /// Subclasses override.
  func draw(in rect: Rect, proposal: ProposedSize) {}

  /// The priority `.layoutPriority(_:)` set on this node's view (the outermost one applied wins,
  /// as in SwiftUI), or nil.
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) var explicitPriority: Double?

  /// The stack layout priority: the one set on this view, else what it inherits.
  final var layoutPriority: Double { explicitPriority ?? inheritedPriority }

  /// The priority when none is set on this view: 0, or the child's for single-child modifiers.
  var inheritedPriority: Double { 0 }
}

/// A node that wraps one child and forwards its layout priority.
@MainActor
class ModifierNode: LayoutNode {
  /// The wrapped node.
  let child: LayoutNode

  init(child: LayoutNode, context: BuildContext) {
    self.child = child
    super.init(context: context)
  }

  override var inheritedPriority: Double { child.layoutPriority }
}

// MARK: - Proposal arithmetic

extension ProposedSize {
  /// The dimension along `axis`.
  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal with `along` on `axis` and `cross` on the other axis.
  static func along(_ axis: Axis, _ along: Int?, cross: Int?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: along, height: cross) : ProposedSize(width: cross, height: along)
  }

  /// The proposal shrunk by insets (unbounded and `nil` dimensions stay as they are).
  func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { Layout.subtract(insets.horizontal, from: $0) },
      height: height.map { Layout.subtract(insets.vertical, from: $0) })
  }
}

extension Size {
  /// The extent along `axis`.
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size with `along` on `axis` and `cross` on the other axis.
  static func along(_ axis: Axis, _ along: Int, cross: Int) -> Size {
    axis == .horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
  }
}

extension Axis {
  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Layout {
  /// Whether `value` stands for an unbounded extent.
  static func isUnbounded(_ value: Int) -> Bool { value >= unbounded / 2 }

  /// `value - amount`, never below 0, keeping unbounded values unbounded.
  static func subtract(_ amount: Int, from value: Int) -> Int {
    isUnbounded(value) ? value : max(0, value - amount)
  }

  /// `value + amount`, keeping unbounded values unbounded.
  static func add(_ amount: Int, to value: Int) -> Int {
    isUnbounded(value) ? value : value + amount
  }
}
