import Geo
import Testing

@testable import RouteMap
@testable import TextUI

/// The map draws a routed leg along its road and an unrouted leg straight (in the open Pacific, so
/// no coast is drawn).
@Suite("Road on the map")
struct RoadMapTests {
  private let stops = [
    Coordinate(latitude: 10, longitude: -150),
    Coordinate(latitude: 5, longitude: -150),
    Coordinate(latitude: 0, longitude: -140),
  ]

  /// The corners of the first leg's road: east from stop 1, south, then west to stop 2.
  private var corners: [Coordinate] {
    [stops[0], Coordinate(latitude: 10, longitude: -142), Coordinate(latitude: 5, longitude: -142), stops[1]]
  }

  /// The same road in 2,100 points (a real road's many vertices).
  private var road: [Coordinate] {
    zip(corners, corners.dropFirst()).flatMap { start, end in
      (0..<700).map { step in
        let fraction = Double(step) / 700
        return Coordinate(
          latitude: start.latitude + (end.latitude - start.latitude) * fraction,
          longitude: start.longitude + (end.longitude - start.longitude) * fraction)
      }
    } + [stops[1]]
  }

  private func map(roads: [[Coordinate]?]) -> RouteMap {
    RouteMap(
      stops: stops.enumerated().map { RouteMap.Stop(name: "S\($0.offset + 1)", coordinate: $0.element) },
      roads: roads)
  }

  @Test("a routed leg follows its road; the unrouted leg after it stays straight (40×12)")
  func routedLeg() {
    let lines = map(roads: [road, nil]).render(columns: 40, rows: 12).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    let text = lines.joined(separator: "\n")
    #expect(text == Self.routedGolden, Comment(rawValue: "\n" + text))
  }

  @Test("roads arriving redraw the route and place no label again: the map is a fresh cache's")
  func roadsArrivingKeepTheLabels() {
    let cache = MapCache()
    var layouts = 0
    for (selected, roads) in [
      (0, [nil, nil]), (0, [road, nil]), (0, [road, corners]), (2, [road, corners]),
    ] {
      let routed = map(roads: roads)
      let kept = cache.rows(
        of: routed, columns: 40, rows: 12, viewport: .fitted, selected: selected, ambiguous: .narrow)
      let fresh = MapCache().rows(
        of: routed, columns: 40, rows: 12, viewport: .fitted, selected: selected, ambiguous: .narrow)
      #expect(kept.source == fresh.source, "roads \(roads.map { $0 != nil }), selected \(selected)")
      if roads == [nil, nil] || selected == 2 {
        #expect(cache.labelLayoutsMade > layouts, "a new selection lays the labels out again")
      } else {
        #expect(cache.labelLayoutsMade == layouts, "roads alone lay out no label")
      }
      layouts = cache.labelLayoutsMade
    }
  }

  @Test("without roads the legs are straight, as before any router")
  func straightLegs() {
    let plain = RouteMap(
      stops: stops.enumerated().map { RouteMap.Stop(name: "S\($0.offset + 1)", coordinate: $0.element) })
    #expect(map(roads: []).render(columns: 40, rows: 12) == plain.render(columns: 40, rows: 12))
    #expect(map(roads: [nil, nil]).with(roads: [nil, nil]) == plain)
    #expect(map(roads: [road, nil]).render(columns: 40, rows: 12) != plain.render(columns: 40, rows: 12))
  }

  @Test("a road is drawn by the dots it covers: its thousands of points draw what a few do")
  func simplifiedToTheDots() {
    let fewMap = map(roads: [corners, nil]).render(columns: 40, rows: 12)
    #expect(map(roads: [road, nil]).render(columns: 40, rows: 12) == fewMap)
  }

  static let routedGolden = """
                                           N
              *1 S1⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⡆
                             ⡇
                             ⡇
                             ⡇
                             ⡇
              *2 S2⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠁
                  ⠈⠑⠢⢄⡀
                      ⠈⠑⠢⢄⡀
                          ⠈⠑⠢⢄⡀
                              ⠈⠑⠢*3 S3
    ├──────┤ 500 km
    """
}
