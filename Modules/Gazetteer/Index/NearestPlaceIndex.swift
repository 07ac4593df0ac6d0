import Geo
import PlaceSearch
import Platform

/// Nearest-place search over the file's k-d tree order: the places as 3-D unit vectors (so the
/// straight-line distance orders places as the distance over the globe does, poles and the 180th
/// meridian included), the median of each range its node, split on x, y, z by depth.
///
/// The vectors are computed once, at the first reverse lookup (about 235,000 sines and cosines).
struct NearestPlaceIndex: Sendable {
  private let x: [Float]
  private let y: [Float]
  private let z: [Float]
  /// Place index of each tree position.
  private let places: [UInt32]
  private let populations: [UInt32]

  init(_ index: GazetteerIndex) {
    let count = index.count
    var x = [Float](repeating: 0, count: count)
    var y = x
    var z = x
    var places = [UInt32](repeating: 0, count: count)
    var populations = places
    index.withView { view in
      let scale = GazetteerFormat.coordinateScale
      for position in 0..<count {
        let place = view.int(.kdOrder, position)
        let vector = Self.vector(
          latitude: Double(view.latitude(place)) / scale, longitude: Double(view.longitude(place)) / scale)
        (x[position], y[position], z[position]) = (Float(vector.0), Float(vector.1), Float(vector.2))
        places[position] = UInt32(place)
        populations[position] = view.population(place)
      }
    }
    (self.x, self.y, self.z, self.places, self.populations) = (x, y, z, places, populations)
  }

  static func vector(latitude: Double, longitude: Double) -> (Double, Double, Double) {
    let lat = latitude * .pi / 180
    let lon = longitude * .pi / 180
    return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
  }

  /// The index of the place nearest to `coordinate` with at least `minimumPopulation` people, nil
  /// when none has.
  func nearest(to coordinate: Coordinate, minimumPopulation: Int) -> Int? {
    let v = Self.vector(latitude: coordinate.latitude, longitude: coordinate.longitude)
    var search = Search(
      query: (Float(v.0), Float(v.1), Float(v.2)), minimum: UInt32(clamping: max(0, minimumPopulation)))
    search.visit(self, 0, places.count, 0)
    return search.best.map { Int(places[$0]) }
  }

  /// The index of the most populous place within `meters` of `coordinate` (on the sphere of the
  /// mean Earth radius), nil when there is none; of equal populations, the nearer.
  func largest(within meters: Double, of coordinate: Coordinate) -> Int? {
    let v = Self.vector(latitude: coordinate.latitude, longitude: coordinate.longitude)
    let query = (Float(v.0), Float(v.1), Float(v.2))
    let chord = 2 * sin(min(meters, 20_000_000) / 6_371_008.8 / 2)
    let limit = Float(chord * chord)
    var best: (position: Int, population: UInt32, distance: Float)?
    func visit(_ lo: Int, _ hi: Int, _ depth: Int) {
      guard lo < hi else { return }
      let mid = (lo + hi) / 2
      let (dx, dy, dz) = (x[mid] - query.0, y[mid] - query.1, z[mid] - query.2)
      let distance = dx * dx + dy * dy + dz * dz
      if distance <= limit {
        let people = populations[mid]
        if best.map({ people > $0.population || (people == $0.population && distance < $0.distance) }) ?? true
        {
          best = (mid, people, distance)
        }
      }
      let axis = depth % 3
      let delta = axis == 0 ? query.0 - x[mid] : axis == 1 ? query.1 - y[mid] : query.2 - z[mid]
      let (near, far) = delta < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
      visit(near.0, near.1, depth + 1)
      if delta * delta <= limit { visit(far.0, far.1, depth + 1) }
    }
    visit(0, places.count, 0)
    return best.map { Int(places[$0.position]) }
  }

  /// One nearest-neighbour descent.
  private struct Search {
    let query: (Float, Float, Float)
    let minimum: UInt32
    var best: Int?
    var bestDistance = Float.infinity

    mutating func visit(_ tree: NearestPlaceIndex, _ lo: Int, _ hi: Int, _ depth: Int) {
      guard lo < hi else { return }
      let mid = (lo + hi) / 2
      let dx = tree.x[mid] - query.0
      let dy = tree.y[mid] - query.1
      let dz = tree.z[mid] - query.2
      let distance = dx * dx + dy * dy + dz * dz
      if distance < bestDistance && tree.populations[mid] >= minimum {
        best = mid
        bestDistance = distance
      }
      let axis = depth % 3
      let delta =
        axis == 0 ? query.0 - tree.x[mid] : axis == 1 ? query.1 - tree.y[mid] : query.2 - tree.z[mid]
      let (near, far) = delta < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
      visit(tree, near.0, near.1, depth + 1)
      if delta * delta < bestDistance {
        visit(tree, far.0, far.1, depth + 1)
      }
    }
  }
}
