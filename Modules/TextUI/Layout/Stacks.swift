/// Arranges children left to right, distributing width as SwiftUI's `HStack` does.
public struct HStack<Content> {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// Creates a horizontal stack; `spacing` columns go between neighbours.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension HStack: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    inner.stackAxis = .horizontal
    var children: [LayoutNode] = []
    TextUI.makeNodes(content, in: inner, into: &children)
    let align = Alignment(horizontal: .leading, vertical: alignment)
    return StackNode(
      axis: .horizontal, alignment: align, spacing: spacing, children: children, context: context)
  }
}

/// Arranges children top to bottom, distributing height as SwiftUI's `VStack` does.
public struct VStack<Content> {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// Creates a vertical stack; `spacing` rows go between neighbours.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension VStack: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    inner.stackAxis = .vertical
    var children: [LayoutNode] = []
    TextUI.makeNodes(content, in: inner, into: &children)
    let align = Alignment(horizontal: alignment, vertical: .top)
    return StackNode(
      axis: .vertical, alignment: align, spacing: spacing, children: children, context: context)
  }
}

// MARK: - Layout

/// The stack algorithm shared by `HStack` and `VStack`.
///
/// Like SwiftUI: children are grouped by `layoutPriority` (highest first); a group gets all the
/// space but the minimum of the lower-priority children; inside a group the least flexible child
/// (max − min along the axis) is proposed its share first, and what it leaves goes to the others.
/// Minimum and maximum are probed with the zero and unbounded proposals, which barely depend on the
/// stack's own proposal and are cached: no child is measured more than 4 times per pass.
final class StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let children: [LayoutNode]
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var allocations = ProposalCache<[Placement]>()

  /// A child's proposal and the size it answered.
  typealias Placement = (proposal: ProposedSize, size: Size)

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [LayoutNode], context: BuildContext) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.children = children
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    let placed = allocate(proposal)
    guard !placed.isEmpty else { return .zero }
    var along = spacing * (placed.count - 1)
    var cross = 0
    for item in placed {
      along = min(Layout.unbounded, along + item.size[axis])
      cross = max(cross, item.size[axis.cross])
    }
    return .along(axis, along, cross: cross)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    var offset = 0
    let placed = allocate(proposal)
    for index in children.indices {
      let child = children[index]
      let item = placed[index]
      let crossOffset: Int
      if axis == .horizontal {
        crossOffset = alignment.vertical.offset(child: item.size.height, container: rect.height)
      } else {
        crossOffset = alignment.horizontal.offset(child: item.size.width, container: rect.width)
      }
      let origin =
        axis == .horizontal
        ? Point(x: rect.minX + offset, y: rect.minY + crossOffset)
        : Point(x: rect.minX + crossOffset, y: rect.minY + offset)
      child.draw(in: Rect(origin: origin, size: item.size), proposal: item.proposal)
      offset += item.size[axis] + spacing
    }
  }

  /// The proposal and size of every child for `proposal`.
  private func allocate(_ proposal: ProposedSize) -> [Placement] {
    if let kept = allocations.value(for: proposal) { return kept }
    let result = computeAllocation(proposal)
    allocations.insert(result, for: proposal)
    return result
  }

  /// What the allocation needs to know of one child.
  private struct Flexibility {
    var minimum: Int
    var maximum: Int
    var priority: Double
    var range: Int { maximum - minimum }
  }

  // Plain loops, no closures: this runs for every stack of every frame (each row of a list).
  private func computeAllocation(_ proposal: ProposedSize) -> [Placement] {
    let count = children.count
    let cross = proposal[axis.cross]
    var result: [Placement] = []
    result.reserveCapacity(count)
    guard let available = proposal[axis], !Layout.isUnbounded(available), available > 0 else {
      let childProposal = ProposedSize.along(axis, proposal[axis], cross: cross)
      for child in children { result.append((childProposal, child.sizeThatFits(childProposal))) }
      return result
    }
    var remaining = max(0, available - spacing * max(0, count - 1))
    // Minimum: the zero proposal. Maximum: unbounded along the axis — with the offered width for a
    // VStack (text wraps at it), with no height for an HStack (widths rarely depend on height).
    // Both probes are the same for every proposal this stack gets, so they are cached.
    let maximumProbe = ProposedSize.along(axis, Layout.unbounded, cross: axis == .vertical ? cross : nil)
    let probeFitsCross = maximumProbe[axis.cross] == cross
    var flexibility: [Flexibility] = []
    flexibility.reserveCapacity(count)
    var reservedForLowerGroups = 0
    for child in children {
      let minimum = child.sizeThatFits(.zero)[axis]
      flexibility.append(Flexibility(minimum: minimum, maximum: 0, priority: 0))
      reservedForLowerGroups += minimum
    }
    for index in 0..<count { flexibility[index].maximum = children[index].sizeThatFits(maximumProbe)[axis] }
    for index in 0..<count { flexibility[index].priority = children[index].layoutPriority }
    for _ in 0..<count { result.append((ProposedSize.zero, Size.zero)) }
    // Groups by priority, highest first; inside a group the least flexible child first (ties in
    // order), each offered an equal share of what the group has left.
    var ordered: [Int] = []
    ordered.reserveCapacity(count)
    var above: Double?
    while true {
      var group: Double?
      for child in flexibility where !child.priority.isNaN {
        if let above, !(child.priority < above) { continue }
        if let highest = group, !(child.priority > highest) { continue }
        group = child.priority
      }
      guard let priority = group else { break }
      above = priority
      ordered.removeAll(keepingCapacity: true)
      for index in 0..<count where flexibility[index].priority == priority {
        reservedForLowerGroups -= flexibility[index].minimum
        // Insertion by flexibility (stable: equal ranges keep their order).
        var position = ordered.count
        ordered.append(index)
        while position > 0, flexibility[ordered[position - 1]].range > flexibility[index].range {
          ordered[position] = ordered[position - 1]
          position -= 1
        }
        ordered[position] = index
      }
      var groupRemaining = max(0, remaining - reservedForLowerGroups)
      var left = ordered.count
      for index in ordered {
        let share = groupRemaining / left
        // A child offered at least its maximum takes its maximum: reuse that measurement.
        let childProposal =
          flexibility[index].maximum <= share && probeFitsCross
          ? maximumProbe : ProposedSize.along(axis, share, cross: cross)
        let size = children[index].sizeThatFits(childProposal)
        result[index] = (childProposal, size)
        groupRemaining = max(0, groupRemaining - size[axis])
        remaining = max(0, remaining - size[axis])
        left -= 1
      }
    }
    return result
  }
}
