/// The size a parent offers a child during layout, as in SwiftUI's `ProposedViewSize`.
///
/// A `nil` dimension asks for the child's ideal size; `0` asks for its minimum; `Layout.unbounded`
/// asks for its maximum.
public struct ProposedSize: Hashable, Sendable {
  /// Offered columns, or `nil` for "ideal".
  public var width: Int?
  /// Offered rows, or `nil` for "ideal".
  public var height: Int?

  /// Creates a proposal.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Asks for the minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Asks for the maximum size on both axes.
  public static let infinity = ProposedSize(width: Layout.unbounded, height: Layout.unbounded)

  /// Replaces `nil` dimensions with `size`'s.
  public func replacingUnspecified(with size: Size) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

/// Layout constants.
public enum Layout {
  /// The cell count that stands for "as much as you like". Large enough to be unreachable, small
  /// enough that sums of a few thousand never overflow.
  public static let unbounded = 1 << 40

  /// Clamps a size to what a terminal can show (unbounded extents become `limit`).
  static func clamp(_ value: Int, to limit: Int) -> Int { min(max(0, value), limit) }
}

/// An axis of layout.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// A set of axes.
public struct AxisSet: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The horizontal axis.
  public static let horizontal = AxisSet(rawValue: 1)
  /// The vertical axis.
  public static let vertical = AxisSet(rawValue: 2)
  /// Both axes.
  public static let both: AxisSet = [.horizontal, .vertical]
}
