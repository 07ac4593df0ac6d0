import Geo
import PlaceSearch

extension GazetteerIndex {
  // MARK: - Rows that look alike

  /// Gives each of `places` (places `indices`, whose record words are `nameWords`) that shares its
  /// name, admin-1 and country with another of them its landmark (``GazetteerFormat/Section/landmarks``):
  /// the rows would otherwise differ only in their coordinates.
  func markLookalikes(
    _ places: inout [Place], indices: [MatchCollector.Match], nameWords: [UInt64], in view: GazetteerView
  ) {
    let count = min(places.count, indices.count, nameWords.count)
    guard count > 1 else { return }
    for first in 0..<count - 1 {
      // The upper half of a record word is the name's length, the country and the admin-1.
      let fields = nameWords[first] >> 32
      for second in (first + 1)..<count where nameWords[second] >> 32 == fields {
        let a = indices[first].place
        let b = indices[second].place
        guard view.name(a).elementsEqual(view.name(b)) else { continue }
        if places[first].landmark == nil { places[first].landmark = landmark(of: a, in: view) }
        if places[second].landmark == nil { places[second].landmark = landmark(of: b, in: view) }
      }
    }
  }

  /// Place `index`'s landmark, nil when it has none (it has no namesake in its region, or no
  /// place near it is larger).
  func landmark(of index: Int, in view: GazetteerView) -> PlaceLandmark? {
    var lo = 0
    var hi = data.landmarkCount
    while lo < hi {
      let mid = (lo + hi) / 2
      if view.int(.landmarks, 2 * mid) < index { lo = mid + 1 } else { hi = mid }
    }
    guard lo < data.landmarkCount, view.int(.landmarks, 2 * lo) == index else { return nil }
    let other = view.int(.landmarks, 2 * lo + 1)
    guard other < count, other != index else { return nil }
    let scale = GazetteerFormat.coordinateScale
    func coordinate(_ place: Int) -> Coordinate {
      Coordinate(
        latitude: Double(view.latitude(place)) / scale, longitude: Double(view.longitude(place)) / scale)
    }
    let from = coordinate(other)
    let to = coordinate(index)
    return PlaceLandmark(
      name: String(decoding: view.name(other), as: UTF8.self),
      distance: Bearing.sphericalDistance(from: from, to: to), bearing: Bearing.initial(from: from, to: to))
  }
}
