import Geo

/// Stops inside the Helsinki OpenStreetMap extract the test server routes on (the city centre,
/// where the extract has its roads).
public enum HelsinkiStops {
  /// The box the stops are drawn from: its southern edge.
  public static let south = 60.163
  /// Its northern edge.
  public static let north = 60.178
  /// Its western edge.
  public static let west = 24.925
  /// Its eastern edge.
  public static let east = 24.955
  /// The first stop of every trip: the central railway station.
  public static let hub = Coordinate(latitude: 60.1708, longitude: 24.9414)

  /// `count` stops drawn from the box by a seeded generator (the same stops on every run), keeping
  /// only those Valhalla reaches from the stop before (a point in a pedestrian street or a closed
  /// yard has no road to it); the hub is the first.
  public static func routable(_ count: Int, seed: UInt64, url: String) throws -> [Coordinate] {
    var generator = SplitMix64(seed: seed)
    let candidates =
      [hub]
      + (0..<count * 8).map { _ in
        Coordinate(
          latitude: Double.random(in: south...north, using: &generator),
          longitude: Double.random(in: west...east, using: &generator))
      }
    let kept = try DirectValhalla.routable(candidates, url: url).map { candidates[$0] }
    guard kept.count >= count else { throw ToolFailure(message: "only \(kept.count) routable stops") }
    return Array(kept.prefix(count))
  }

  /// `count` stops drawn from the box, routable or not (for tests that never reach a router).
  public static func random(_ count: Int, seed: UInt64) -> [Coordinate] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      Coordinate(
        latitude: Double.random(in: south...north, using: &generator),
        longitude: Double.random(in: west...east, using: &generator))
    }
  }
}
