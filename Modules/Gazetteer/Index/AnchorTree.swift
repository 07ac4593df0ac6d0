import Geo
import Platform

/// Coordinates as unit vectors, for the distance from a place to the nearest of them.
///
/// A trip of 100,000 stops is 100,000 anchors: they are kept as a k-d tree over the unit vectors
/// (the nearest by chord is the nearest on the sphere) with each subtree's bounding box, so each
/// result's distance visits the subtrees that could hold a nearer anchor, not every anchor, also
/// for a place far from the whole trip. The tree is made once per context (``SearchScratch`` keeps
/// it).
struct AnchorTree {
  typealias Vector = SIMD3<Double>
  /// The anchors, ordered as an implicit k-d tree: the middle of each range splits it on the axis
  /// its depth names (x, y, z in turn).
  private var vectors: [Vector] = []
  /// The bounding box of the subtree whose middle (root) is at each index of ``vectors``.
  private var boxes: [(low: Vector, high: Vector)] = []

  /// Whether there are no anchors.
  var isEmpty: Bool { vectors.isEmpty }

  /// The tree of `coordinates` (invalid coordinates are left out).
  init(_ coordinates: [Coordinate]) {
    for anchor in coordinates where anchor.isValid {
      vectors.append(Self.vector(latitude: anchor.latitude, longitude: anchor.longitude))
    }
    vectors.withUnsafeMutableBufferPointer { Self.build($0, 0..<$0.count, axis: 0) }
    boxes = Array(repeating: (Vector(), Vector()), count: vectors.count)
    _ = Self.bound(vectors, 0..<vectors.count, into: &boxes)
  }

  /// Kilometres from the coordinate to the nearest anchor, on the mean-radius sphere (infinite
  /// without anchors).
  func kilometers(latitude: Double, longitude: Double) -> Double {
    guard !vectors.isEmpty else { return .infinity }
    let point = Self.vector(latitude: latitude, longitude: longitude)
    var best = Double.infinity  // the squared chord to the nearest anchor found
    vectors.withUnsafeBufferPointer { vectors in
      boxes.withUnsafeBufferPointer { boxes in
        Self.nearest(point, in: vectors, boxes, 0..<vectors.count, axis: 0, best: &best)
      }
    }
    // θ = 2 asin(chord / 2).
    let chord = best.squareRoot()
    return 2 * asin(min(1, chord / 2)) * Bearing.meanEarthRadius / 1_000
  }

  // MARK: - The tree

  /// Orders `range` of `vectors` as a k-d tree: its middle element is the median on `axis`, those
  /// before it no greater, those after no less, each side ordered in turn on the next axis.
  private static func build(_ vectors: UnsafeMutableBufferPointer<Vector>, _ range: Range<Int>, axis: Int) {
    guard range.count > 1 else { return }
    let middle = range.lowerBound + range.count / 2
    select(vectors, range, middle, axis)
    build(vectors, range.lowerBound..<middle, axis: (axis + 1) % 3)
    build(vectors, middle + 1..<range.upperBound, axis: (axis + 1) % 3)
  }

  /// Puts the element of `range` that sorted order on `axis` would put at `target` there, with no
  /// greater one before it and no smaller one after (Hoare's selection).
  private static func select(
    _ vectors: UnsafeMutableBufferPointer<Vector>, _ range: Range<Int>, _ target: Int, _ axis: Int
  ) {
    var low = range.lowerBound
    var high = range.upperBound - 1
    while low < high {
      let pivot = vectors[(low + high) / 2][axis]
      var left = low
      var right = high
      while left <= right {
        while vectors[left][axis] < pivot { left += 1 }
        while vectors[right][axis] > pivot { right -= 1 }
        if left <= right {
          vectors.swapAt(left, right)
          left += 1
          right -= 1
        }
      }
      if target <= right {
        high = right
      } else if target >= left {
        low = left
      } else {
        return
      }
    }
  }

  /// Records the bounding box of each subtree of `range` at its middle; returns `range`'s.
  private static func bound(
    _ vectors: [Vector], _ range: Range<Int>, into boxes: inout [(low: Vector, high: Vector)]
  ) -> (low: Vector, high: Vector)? {
    guard !range.isEmpty else { return nil }
    let middle = range.lowerBound + range.count / 2
    var box = (low: vectors[middle], high: vectors[middle])
    for side in [range.lowerBound..<middle, middle + 1..<range.upperBound] {
      guard let child = bound(vectors, side, into: &boxes) else { continue }
      box = (pointwiseMin(box.low, child.low), pointwiseMax(box.high, child.high))
    }
    boxes[middle] = box
    return box
  }

  /// Lowers `best` to the squared chord from `point` to the nearest anchor in `range` when nearer.
  private static func nearest(
    _ point: Vector, in vectors: UnsafeBufferPointer<Vector>,
    _ boxes: UnsafeBufferPointer<(low: Vector, high: Vector)>, _ range: Range<Int>, axis: Int,
    best: inout Double
  ) {
    guard !range.isEmpty else { return }
    let middle = range.lowerBound + range.count / 2
    // Nothing in this subtree is nearer than its box.
    let box = boxes[middle]
    let outside = pointwiseMax(pointwiseMax(box.low - point, point - box.high), Vector())
    guard (outside * outside).sum() < best else { return }
    let node = vectors[middle]
    let offset = point - node
    best = min(best, (offset * offset).sum())
    let gap = point[axis] - node[axis]
    let (near, far) =
      gap < 0
      ? (range.lowerBound..<middle, middle + 1..<range.upperBound)
      : (middle + 1..<range.upperBound, range.lowerBound..<middle)
    nearest(point, in: vectors, boxes, near, axis: (axis + 1) % 3, best: &best)
    if gap * gap < best { nearest(point, in: vectors, boxes, far, axis: (axis + 1) % 3, best: &best) }
  }

  private static func vector(latitude: Double, longitude: Double) -> Vector {
    let lat = latitude * .pi / 180
    let lon = longitude * .pi / 180
    return Vector(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
  }
}
