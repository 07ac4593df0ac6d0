import Geo
import TestSupport
import Testing

@testable import RouteMap
@testable import TextUI

/// A long trip's map kept between runs (``MapPictureKeeper``): drawn from what was kept exactly as
/// it is drawn from scratch, found only by the same inputs, and never trusted when damaged. The
/// trips here are short, kept as a long one is (`MapCache.keptFrom`).
@Suite("Kept map pictures")
struct KeptMapPictureTests {
  /// The rows a fresh cache with `keeper` draws.
  private static func rows(
    _ map: RouteMap, _ keeper: MemoryMapPictureKeeper?, columns: Int = 80, rows: Int = 20, selected: Int? = 1
  ) -> [PreparedRows.Row] {
    MapCache.$keptFrom.withValue(2) {
      MapCache(keeper: keeper).rows(
        of: map, columns: columns, rows: rows, viewport: .fitted, selected: selected, ambiguous: .narrow
      ).source
    }
  }

  @Test(
    "A map opened again unchanged is drawn from its kept picture, the same rows as drawn afresh",
    arguments: [(80, 20, 1), (40, 12, nil), (120, 40, 3)] as [(Int, Int, Int?)])
  func keptPictureDrawsTheSameRows(columns: Int, rows: Int, selected: Int?) {
    for map in [MapTrips.pacificCoast, MapTrips.seventy, MapTrips.antimeridian] {
      let keeper = MemoryMapPictureKeeper()
      let drawn = Self.rows(map, keeper, columns: columns, rows: rows, selected: selected)
      #expect(keeper.keeps == 1 && keeper.pictures.count == 1)
      let kept = Self.rows(map, keeper, columns: columns, rows: rows, selected: selected)
      #expect(keeper.lookups == 2 && keeper.keeps == 1, "the second opening reads what the first kept")
      #expect(kept == drawn)
      #expect(kept == Self.rows(map, nil, columns: columns, rows: rows, selected: selected))
    }
  }

  @Test("A zoomed, panned or routed map is kept and drawn back as it was drawn")
  func keptZoomedAndRoutedMaps() {
    let kansai = MapTrips.kansai
    let routed = kansai.with(roads: [
      [kansai.coordinates[0], Coordinate(latitude: 34.95, longitude: 135.70), kansai.coordinates[1]], nil,
      [kansai.coordinates[2], Coordinate(latitude: 34.75, longitude: 135.60), kansai.coordinates[3]],
    ])
    let viewports = [
      MapViewport.fitted.zoomed(by: 2, around: kansai.coordinates[1]),
      MapViewport.fitted.zoomed(by: -1).panned(east: 3, north: -2),
    ]
    for (map, viewport) in [
      (routed, MapViewport.fitted), (MapTrips.seventy, viewports[0]), (kansai, viewports[1]),
    ] {
      let keeper = MemoryMapPictureKeeper()
      let draw = {
        MapCache.$keptFrom.withValue(2) {
          MapCache(keeper: keeper).rows(
            of: map, columns: 60, rows: 16, viewport: viewport, selected: 2, ambiguous: .wide
          ).source
        }
      }
      let drawn = draw()
      #expect(draw() == drawn && keeper.keeps == 1 && keeper.lookups == 2)
      let fresh = MapCache().rows(
        of: map, columns: 60, rows: 16, viewport: viewport, selected: 2, ambiguous: .wide)
      #expect(drawn == fresh.source)
    }
  }

  @Test("After a kept picture, a selection move draws what a fresh cache draws, and nothing more is kept")
  func selectionAfterKeptPicture() {
    let keeper = MemoryMapPictureKeeper()
    _ = Self.rows(MapTrips.seventy, keeper)
    MapCache.$keptFrom.withValue(2) {
      let cache = MapCache(keeper: keeper)
      for selected in [1, 5, nil, 40, 1] {
        let moved = cache.rows(
          of: MapTrips.seventy, columns: 80, rows: 20, viewport: .fitted, selected: selected,
          ambiguous: .narrow)
        let fresh = MapCache().rows(
          of: MapTrips.seventy, columns: 80, rows: 20, viewport: .fitted, selected: selected,
          ambiguous: .narrow)
        #expect(moved.source == fresh.source, "selection \(String(describing: selected))")
      }
    }
    #expect(keeper.lookups == 2 && keeper.keeps == 1, "only a screen's first picture is looked up or kept")
  }

  @Test("A short trip's map is neither looked up nor kept; a long one drawn after it on the screen is")
  func shortTripsAreNotKept() {
    let keeper = MemoryMapPictureKeeper()
    let cache = MapCache(keeper: keeper)
    _ = cache.rows(
      of: MapTrips.pacificCoast, columns: 80, rows: 20, viewport: .fitted, selected: 0, ambiguous: .narrow)
    _ = cache.rows(
      of: MapTrips.seventy, columns: 80, rows: 20, viewport: .fitted, selected: 0, ambiguous: .narrow)
    #expect(keeper.lookups == 0 && keeper.keeps == 0)
    MapCache.$keptFrom.withValue(MapTrips.seventy.count) {
      _ = cache.rows(
        of: MapTrips.pacificCoast, columns: 80, rows: 20, viewport: .fitted, selected: 1, ambiguous: .narrow)
      _ = cache.rows(
        of: MapTrips.seventy, columns: 80, rows: 20, viewport: .fitted, selected: 1, ambiguous: .narrow)
    }
    #expect(keeper.lookups == 1 && keeper.keeps == 1)
  }

  @Test("Every input the picture is drawn from changes its key")
  func everyInputChangesTheKey() {
    let base = MapTrips.pacificCoast
    var moved = base.coordinates
    moved[2].latitude = moved[2].latitude.nextUp
    var renamed = base.stops.map(\.name)
    renamed[4] = "Santa Barbara!"
    let road = [base.coordinates[0], Coordinate(latitude: 36.58, longitude: -121.95), base.coordinates[1]]
    let key = { (map: RouteMap, columns: Int, rows: Int, viewport: MapViewport, selected: Int?, wide: Bool) in
      MapPictureKey(
        map: map, columns: columns, rows: rows, viewport: viewport, selected: selected,
        ambiguous: wide ? .wide : .narrow)
    }
    let keys = [
      key(base, 80, 20, .fitted, 1, false),
      key(RouteMap(coordinates: moved, names: base.names), 80, 20, .fitted, 1, false),
      key(RouteMap(coordinates: base.coordinates, names: renamed), 80, 20, .fitted, 1, false),
      key(
        RouteMap(coordinates: base.coordinates, names: base.names, units: .miles), 80, 20, .fitted, 1, false),
      key(base.with(roads: [road, nil, nil, nil]), 80, 20, .fitted, 1, false),
      key(base, 81, 20, .fitted, 1, false),
      key(base, 80, 21, .fitted, 1, false),
      key(base, 80, 20, MapViewport.fitted.zoomed(by: 1), 1, false),
      key(base, 80, 20, MapViewport.fitted.panned(east: 1, north: 0), 1, false),
      key(base, 80, 20, MapViewport.fitted.zoomed(by: 1, around: base.coordinates[3]), 1, false),
      key(base, 80, 20, .fitted, 2, false),
      key(base, 80, 20, .fitted, nil, false),
      key(base, 80, 20, .fitted, 1, true),
    ]
    #expect(Set(keys).count == keys.count)
    #expect(key(base, 80, 20, .fitted, 1, false) == keys[0], "the same inputs, the same key")
    #expect(keys[0].name.count == 32 && keys[0].name.allSatisfy(\.isHexDigit))
  }

  @Test("A damaged kept picture is never shown: the map is drawn again, and kept again")
  func damagedPicturesAreDrawnAgain() throws {
    let map = MapTrips.pacificCoast
    let keeper = MemoryMapPictureKeeper()
    let drawn = Self.rows(map, keeper)
    let (key, bytes) = try #require(keeper.pictures.first)
    let other = MapPictureKey(
      map: MapTrips.kansai, columns: 80, rows: 20, viewport: .fitted, selected: 1, ambiguous: .narrow)
    var damaged: [[UInt8]] = [[], Array(bytes.dropLast()), bytes + [0], KeptMapPicture.encode([], key: key)]
    damaged.append(KeptMapPicture.encode((0..<20).map { _ in [] }, key: other))
    for bit in 0..<(bytes.count * 8) {
      var flipped = bytes
      flipped[bit / 8] ^= 1 << UInt8(bit % 8)
      damaged.append(flipped)
    }
    for (index, bad) in damaged.enumerated() {
      #expect(KeptMapPicture.decode(bad, key: key, rowCount: 20) == nil, "damage \(index)")
    }
    #expect(KeptMapPicture.decode(bytes, key: key, rowCount: 20) != nil)
    #expect(KeptMapPicture.decode(bytes, key: key, rowCount: 19) == nil)
    for bad in damaged.prefix(6) {
      keeper.pictures[key] = bad
      #expect(Self.rows(map, keeper) == drawn)
      #expect(keeper.pictures[key] == bytes, "drawn again, it is kept again")
    }
  }

  /// The digest of reference maps' lines, with the drawing version it was recorded at.
  private static let recordedDrawing = "1:369ae04555158af6f1a05c1caebd7e2a"

  @Test("The map's drawing has not changed since its version was last raised")
  func drawingVersion() {
    var digest = MapDigest()
    for (map, columns, rows, selected) in [
      (MapTrips.pacificCoast, 80, 24, 2), (MapTrips.seventy, 120, 40, 0), (MapTrips.antimeridian, 60, 16, 1),
      (MapTrips.polar, 50, 20, 3),
      (MapTrips.kansai.with(roads: [MapTrips.kansai.coordinates, nil, nil]), 40, 12, 0),
    ] as [(RouteMap, Int, Int, Int)] {
      for line in map.render(columns: columns, rows: rows, selected: selected) { digest.add(line) }
    }
    let (high, low) = digest.value
    let drawing = "\(MapPictureKey.drawingVersion):" + String(high, radix: 16) + String(low, radix: 16)
    #expect(
      drawing == Self.recordedDrawing,
      """
      The same inputs now draw another map: raise MapPictureKey.drawingVersion (else pictures kept \
      by an earlier build are shown) and record "\(drawing)" here.
      """)
  }
}
