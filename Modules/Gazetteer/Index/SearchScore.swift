import Geo
import PlaceSearch
import Platform

/// The one score a search ranks by, in units of a tenfold population (higher is better):
///
///     score = log10(population) − penalty(match) − proximityWeight × log10(1 + d / proximityScale)
///
/// where `d` is the distance in km from the place to the nearest anchor of the ``SearchContext``
/// (the proximity term is 0 without anchors). docs/gazetteer.md gives the table the constants were
/// chosen by.
enum SearchScore {
  // MARK: - Match penalties

  /// The query is the place's main name (or its romanization, for a kana query).
  static let exactName = 0.0
  /// The query is one of the other names of a place of ``exonymPopulation`` or more people: the
  /// name it is known by abroad, or was ("Bombay", "Cologne", "Peking").
  static let exactAlternate = 0.6
  /// The query is one of the other names of a smaller place: a local or former name ("New Britain"
  /// for Ormond Beach), below a real name of a place a tenth the size.
  static let localAlternate = 1.5
  /// From this population on, a place's other names are names it is known by.
  static let exonymPopulation: UInt32 = 50_000
  /// The query is a capital-letter abbreviation of the place ("LA", "NYC").
  static let abbreviation = 0.5
  /// The query is an alternate name one edit from the place's own name ("Monterey" for
  /// Monterrey): a spelling variant of the main name rather than a name of its own.
  static let spellingVariant = 2.0
  /// The query starts the place's main name.
  static let namePrefix = 2.0
  /// The query starts one of the place's other names: without a context, below every real name
  /// match (log10 of the largest population is 7.4).
  static let alternatePrefix = 8.0
  /// The query is one typo from the place's main name: without a context, below every other match.
  static let typo = 10.0

  /// Added when the query names a state by its code and the place is in it: "Richmond, CA" is
  /// Richmond, California before Richmond, British Columbia (CA is also Canada's code).
  static let subdivisionMatch = 1.0

  // MARK: - Proximity

  /// How much a tenfold distance (beyond ``proximityScale``) costs, in tenfold populations.
  static let proximityWeight = 2.5
  /// Distances well below this many km count as "at the trip".
  static let proximityScale = 50.0

  /// The proximity term for a place `kilometers` from the nearest anchor.
  @inline(__always)
  static func proximity(kilometers: Double) -> Double {
    proximityWeight * log10(1 + kilometers / proximityScale)
  }

  /// The population term: log10 of the population (of 1 for none), from the position of its
  /// highest bit and a table of its next eight bits — within 0.002 of the exact value and, like it,
  /// never smaller for a larger population (a search scores hundreds of places; a logarithm each
  /// cost more than the rest of the score).
  @inline(__always)
  static func population(_ people: UInt32) -> Double {
    guard people > 1 else { return 0 }
    let highest = 31 - people.leadingZeroBitCount
    let next = highest >= 8 ? people >> UInt32(highest - 8) & 0xFF : people << UInt32(8 - highest) & 0xFF
    return Double(highest) * log10Of2 + mantissaLog10[Int(next)]
  }

  private static let log10Of2 = log10(2.0)
  /// log10(1 + i / 256) for i in 0..<256.
  private static let mantissaLog10: [Double] = (0..<256).map { log10(1 + Double($0) / 256) }
}

/// A context's anchors as unit vectors, for the distance from a place to the nearest of them.
///
/// A trip of 100,000 stops is 100,000 anchors: they are kept as a k-d tree over the unit vectors
/// (the nearest by chord is the nearest on the sphere) with each subtree's bounding box, so each
/// result's distance visits the subtrees that could hold a nearer anchor, not every anchor, also
/// for a place far from the whole trip. The tree is made once per context (``SearchScratch`` keeps
/// it).
struct SearchAnchors {
  typealias Vector = SIMD3<Double>
  /// The anchors, ordered as an implicit k-d tree: the middle of each range splits it on the axis
  /// its depth names (x, y, z in turn).
  private var vectors: [Vector] = []
  /// The bounding box of the subtree whose middle (root) is at each index of ``vectors``.
  private var boxes: [(low: Vector, high: Vector)] = []

  /// Whether there are no anchors.
  var isEmpty: Bool { vectors.isEmpty }

  /// The anchors of `context` (invalid coordinates are left out).
  init(_ context: SearchContext) {
    for anchor in context.anchors where anchor.isValid {
      vectors.append(Self.vector(latitude: anchor.latitude, longitude: anchor.longitude))
    }
    vectors.withUnsafeMutableBufferPointer { Self.build($0, 0..<$0.count, axis: 0) }
    boxes = Array(repeating: (Vector(), Vector()), count: vectors.count)
    _ = Self.bound(vectors, 0..<vectors.count, into: &boxes)
  }

  /// Kilometres from the coordinate to the nearest anchor, on the mean-radius sphere.
  func kilometers(latitude: Double, longitude: Double) -> Double {
    guard !vectors.isEmpty else { return 0 }
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
