/// Horizontal alignment of children in a `VStack` or a frame.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Left edges line up.
  case leading
  /// Centres line up (odd remainders go to the trailing side).
  case center
  /// Right edges line up.
  case trailing

  /// The offset of a child of width `child` inside `container` columns.
  func offset(child: Int, container: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: max(0, container - child) / 2
    case .trailing: max(0, container - child)
    }
  }
}

/// Vertical alignment of children in an `HStack` or a frame.
public enum VerticalAlignment: Hashable, Sendable {
  /// Top edges line up.
  case top
  /// Centres line up (odd remainders go below).
  case center
  /// Bottom edges line up.
  case bottom

  /// The offset of a child of height `child` inside `container` rows.
  func offset(child: Int, container: Int) -> Int {
    switch self {
    case .top: 0
    case .center: max(0, container - child) / 2
    case .bottom: max(0, container - child)
    }
  }
}

/// Two-axis alignment, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Middle left.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Middle right.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of size `child` aligned inside `container`.
  func origin(child: Size, in container: Rect) -> Point {
    Point(
      x: container.minX + horizontal.offset(child: child.width, container: container.width),
      y: container.minY + vertical.offset(child: child.height, container: container.height))
  }
}

/// Edges of a rectangle.
public struct EdgeSet: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Top edge.
  public static let top = EdgeSet(rawValue: 1)
  /// Left edge.
  public static let leading = EdgeSet(rawValue: 2)
  /// Bottom edge.
  public static let bottom = EdgeSet(rawValue: 4)
  /// Right edge.
  public static let trailing = EdgeSet(rawValue: 8)
  /// Left and right.
  public static let horizontal: EdgeSet = [.leading, .trailing]
  /// Top and bottom.
  public static let vertical: EdgeSet = [.top, .bottom]
  /// Every edge.
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// Insets per edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns to the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns to the right.
  public var trailing: Int

  /// Creates insets.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on `edges`.
  public init(_ edges: EdgeSet, _ amount: Int) {
    self.init(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
  }

  /// Left plus right.
  var horizontal: Int { leading + trailing }
  /// Top plus bottom.
  var vertical: Int { top + bottom }
}
