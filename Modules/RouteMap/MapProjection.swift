import Geo
import Platform

/// How the map turns latitude and longitude into a flat plane (x east, y north, in radians of a
/// unit sphere).
///
/// Mid-latitude trips use a spherical Mercator (as web maps do): north is up and shapes are right,
/// so coastlines read as on any map. Mercator stretches without bound near the poles, so a trip that
/// reaches 75° of latitude uses an azimuthal equidistant projection centred on that pole instead:
/// distances from the pole are true and nothing is stretched, but north is only up along the central
/// meridian (the map then shows no "N"). Both are centred on the stops' own central meridian, so a
/// trip across the antimeridian (Tokyo → Honolulu → Los Angeles) is one continuous line.
enum MapProjection: Equatable, Sendable {
  /// Spherical Mercator centred on `centralMeridian` (degrees).
  case mercator(centralMeridian: Double)
  /// Azimuthal equidistant centred on the north (`north == true`) or south pole; `centralMeridian`
  /// (degrees) points from the pole down (north) or up (south) the screen.
  case polar(north: Bool, centralMeridian: Double)

  /// From this latitude on (either hemisphere) a trip is drawn around the pole.
  static let polarLatitude = 75.0
  /// The latitude where Mercator is cut (as web maps): the plane is then a square.
  static let mercatorLimit = 85.051_128_78
  /// The sphere the plane is scaled to, in metres (the mean Earth radius).
  static let earthRadius = 6_371_008.8

  /// The projection that suits stops at `coordinates`: polar if one reaches ``polarLatitude``,
  /// else Mercator; centred on the middle of the narrowest longitude span holding every stop.
  static func suited(to coordinates: [Coordinate]) -> MapProjection {
    suited(to: coordinates, gap: widestGap(of: coordinates.map(\.longitude)))
  }

  /// ``suited(to:)`` with the widest gap between the stops' longitudes already found.
  static func suited(to coordinates: [Coordinate], gap: LongitudeGap?) -> MapProjection {
    let meridian = gap.map { wrapped($0.high + (360 - $0.width) / 2) } ?? 0
    guard let extreme = coordinates.max(by: { abs($0.latitude) < abs($1.latitude) }),
      abs(extreme.latitude) >= polarLatitude
    else { return .mercator(centralMeridian: meridian) }
    return .polar(north: extreme.latitude > 0, centralMeridian: meridian)
  }

  /// Whether north is up everywhere on the map.
  var isNorthUp: Bool {
    if case .mercator = self { return true }
    return false
  }

  /// The central meridian in degrees.
  var centralMeridian: Double {
    switch self {
    case .mercator(let meridian), .polar(_, let meridian): meridian
    }
  }

  // MARK: - Projecting

  /// Where `coordinate` falls on the plane.
  func project(_ coordinate: Coordinate) -> SIMD2<Double> {
    let longitude = Self.wrapped(coordinate.longitude - centralMeridian) * .pi / 180
    switch self {
    case .mercator:
      return SIMD2(longitude, Self.mercatorY(latitude: coordinate.latitude))
    case .polar(let north, _):
      let distance = (90 - (north ? coordinate.latitude : -coordinate.latitude)) * .pi / 180
      return SIMD2(distance * sin(longitude), (north ? -1 : 1) * distance * cos(longitude))
    }
  }

  /// The coordinate at `point` on the plane (the inverse of ``project(_:)``).
  func coordinate(at point: SIMD2<Double>) -> Coordinate {
    switch self {
    case .mercator:
      let latitude = atan(sinh(point.y)) * 180 / .pi
      return Coordinate(latitude: latitude, longitude: Self.wrapped(point.x * 180 / .pi + centralMeridian))
    case .polar(let north, _):
      let distance = min((point.x * point.x + point.y * point.y).squareRoot(), .pi)
      let longitude = atan2(point.x, north ? -point.y : point.y) * 180 / .pi
      let latitude = 90 - distance * 180 / .pi
      return Coordinate(
        latitude: north ? latitude : -latitude, longitude: Self.wrapped(longitude + centralMeridian))
    }
  }

  /// Metres on the ground per plane unit near `point`, east–west.
  func metersPerUnit(at point: SIMD2<Double>) -> Double {
    switch self {
    case .mercator: Self.earthRadius * cos(coordinate(at: point).latitude * .pi / 180)
    case .polar: Self.earthRadius
    }
  }

  // MARK: - Helpers

  /// Mercator's y of `latitude` (degrees), cut at ``mercatorLimit``.
  static func mercatorY(latitude: Double) -> Double {
    let clamped = min(max(latitude, -mercatorLimit), mercatorLimit) * .pi / 180
    return log(tan(.pi / 4 + clamped / 2))
  }

  /// `degrees` in [-180, 180).
  static func wrapped(_ degrees: Double) -> Double {
    let shifted = degrees + 180
    // The remainder of a value already in [0, 360) is that value: no division for most longitudes.
    let reduced = shifted >= 0 && shifted < 360 ? shifted : shifted.truncatingRemainder(dividingBy: 360)
    return (reduced < 0 ? reduced + 360 : reduced) - 180
  }

  /// The middle of the narrowest longitude span holding every value: the span starts at the east end
  /// of the widest gap between them (equal gaps prefer a span that does not cross 180°).
  static func centralMeridian(of longitudes: [Double]) -> Double {
    guard let gap = widestGap(of: longitudes) else { return 0 }
    return wrapped(gap.high + (360 - gap.width) / 2)
  }

  /// ``widestGap(of:)`` of the stops at `coordinates`: for stops within less than half the globe
  /// (most trips), found in one pass over them without a copy of their longitudes.
  static func widestGap(of coordinates: [Coordinate]) -> LongitudeGap? {
    guard let first = coordinates.first else { return nil }
    var low = wrapped(first.longitude)
    var high = low
    for coordinate in coordinates {
      let longitude = wrapped(coordinate.longitude)
      low = min(low, longitude)
      high = max(high, longitude)
    }
    guard high - low < 180 else { return widestGap(of: coordinates.map(\.longitude)) }
    return LongitudeGap(low: high, high: low, width: low + 360 - high)
  }

  /// The widest gap between the wrapped `longitudes` going east (the one across 180° included, and
  /// the first of equal ones, starting from it), nil without longitudes.
  static func widestGap(of longitudes: [Double]) -> LongitudeGap? {
    let wrapped = longitudes.map(wrapped)
    // Within less than half the globe, the gap across the rest is wider than any gap inside.
    if let first = wrapped.min(), let last = wrapped.max(), last - first < 180 {
      return LongitudeGap(low: last, high: first, width: first + 360 - last)
    }
    if wrapped.count > sortedUpTo { return widestGap(unsorted: wrapped) }
    let sorted = wrapped.sorted()
    guard let first = sorted.first, let last = sorted.last else { return nil }
    var gap = LongitudeGap(low: last, high: first, width: first + 360 - last)
    for (low, high) in zip(sorted, sorted.dropFirst()) where high - low > gap.width {
      gap = LongitudeGap(low: low, high: high, width: high - low)
    }
    return gap
  }

  /// The most longitudes whose gaps are found by sorting them; more are put in buckets instead.
  static let sortedUpTo = 4_096

  /// ``widestGap(of:)`` of wrapped `longitudes` without sorting them: with more equal buckets
  /// between the westmost and eastmost than values, one bucket is empty, so the widest gap is wider
  /// than a bucket and lies between the east end of one bucket and the west end of the next that is
  /// not empty.
  private static func widestGap(unsorted longitudes: [Double]) -> LongitudeGap? {
    guard let first = longitudes.min(), let last = longitudes.max() else { return nil }
    let span = last - first
    var gap = LongitudeGap(low: last, high: first, width: first + 360 - last)
    guard span > 0 else { return gap }
    let count = longitudes.count + 1
    var lows = [Double](repeating: .infinity, count: count)
    var highs = [Double](repeating: -.infinity, count: count)
    for longitude in longitudes {
      let bucket = min(count - 1, max(0, Int((longitude - first) / span * Double(count))))
      lows[bucket] = min(lows[bucket], longitude)
      highs[bucket] = max(highs[bucket], longitude)
    }
    var previousHigh = first
    for bucket in 0..<count where lows[bucket] <= highs[bucket] {
      if lows[bucket] - previousHigh > gap.width {
        gap = LongitudeGap(low: previousHigh, high: lows[bucket], width: lows[bucket] - previousHigh)
      }
      previousHigh = highs[bucket]
    }
    return gap
  }
}

/// A gap between longitudes (wrapped, degrees) going east from `low` to `high`, `width` wide (the
/// gap across 180° has `high` < `low`).
struct LongitudeGap: Equatable, Sendable {
  let low: Double
  let high: Double
  let width: Double
}
