import Geo
import Routing
import Testing
import TripModels

@testable import TripStore

/// Road legs kept in the store: found again after a reopen, not found for a moved stop, found again
/// when the move is undone, forgotten when no trip has them.
@MainActor
@Suite("Kept road legs")
struct RoadLegStoreTests {
  private let router = "http://router.test"
  private let monterey = Coordinate(latitude: 36.60024, longitude: -121.89468)
  private let carmel = Coordinate(latitude: 36.55524, longitude: -121.92329)
  private let bigSur = Coordinate(latitude: 36.27049, longitude: -121.80797)

  private func leg(_ meters: Double, _ seconds: Double, _ shape: [Coordinate]) -> RoadLeg {
    RoadLeg(meters: meters, seconds: seconds, shape: shape)
  }

  private func tripWithStops(_ store: SQLiteTripStore) throws -> (Trip.ID, [Stop]) {
    let trip = try store.createTrip(named: "Coast")
    var stops: [Stop] = []
    for (name, coordinate) in [("Monterey", monterey), ("Carmel", carmel), ("Big Sur", bigSur)] {
      stops.append(
        try store.insertStop(
          try Stop(name: name, coordinate: coordinate), into: trip.id, after: stops.last?.id))
    }
    return (trip.id, stops)
  }

  @Test("kept legs are found after the store is reopened, by any router when none is named")
  func reopened() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("legs.sqlite")
    let keys = RoadLegKey.legs(of: [monterey, carmel, bigSur], options: RoutingOptions())
    let legs = [keys[0]: leg(8123, 654, [monterey, carmel]), keys[1]: leg(40210, 2710, [carmel, bigSur])]
    do {
      let store = try SQLiteTripStore(path: path)
      try store.keepRoadLegs(legs, router: router)
    }
    let store = try SQLiteTripStore(path: path)
    let found = try store.keptRoadLegs(keys, router: nil)
    #expect(found[keys[0]]?.meters == 8123)
    #expect(found[keys[1]]?.seconds == 2710)
    #expect(found[keys[1]].map { Geodesic.pathLength($0.shape) } == Geodesic.pathLength([carmel, bigSur]))
    #expect(try store.keptRoadLegs(keys, router: "http://elsewhere.test").isEmpty)
    let avoiding = RoadLegKey.legs(of: [monterey, carmel], options: RoutingOptions(avoidsTolls: true))
    #expect(try store.keptRoadLegs(avoiding, router: router).isEmpty, "other options are other legs")
  }

  @Test("kept legs and totals commit without waiting for the disk; every edit after them waits again")
  func derivedFiguresLeaveEditsDurable() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("legs.sqlite"))
    let (tripID, stops) = try tripWithStops(store)
    let full: Int64 = 2  // PRAGMA synchronous: 1 NORMAL, 2 FULL
    #expect(try store.connection.integer("PRAGMA synchronous") == full)
    let keys = RoadLegKey.legs(of: stops.map(\.coordinate), options: RoutingOptions())
    try store.keepRoadLegs([keys[0]: leg(8123, 654, [])], router: router)
    #expect(try store.connection.integer("PRAGMA synchronous") == full)
    try store.keepRoadTotal(
      TripRoadTotal(meters: 8123, seconds: 654, straightLegs: 1), of: tripID, through: stops.map(\.coordinate)
    )
    #expect(try store.connection.integer("PRAGMA synchronous") == full)
    // A keep that fails (the store read-only to it) still leaves edits waiting for the disk.
    try store.connection.execute("PRAGMA query_only = ON")
    #expect(throws: (any Error).self) { try store.keepRoadLegs([keys[1]: leg(1, 1, [])], router: router) }
    try store.connection.execute("PRAGMA query_only = OFF")
    #expect(try store.connection.integer("PRAGMA synchronous") == full)
  }

  @Test("moving a stop hides the legs that touch it; undoing the move shows them again")
  func movedAndUndone() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("legs.sqlite"))
    let (tripID, stops) = try tripWithStops(store)
    let keys = RoadLegKey.legs(of: stops.map(\.coordinate), options: RoutingOptions())
    try store.keepRoadLegs([keys[0]: leg(8123, 654, []), keys[1]: leg(40210, 2710, [])], router: router)

    let moved = Coordinate(latitude: 36.5, longitude: -121.9)
    try store.updateStop(try Stop(id: stops[1].id, name: "Carmel", coordinate: moved), in: tripID)
    let afterMove = try #require(try store.trip(id: tripID)).stops.map(\.coordinate)
    #expect(
      try store.keptRoadLegs(RoadLegKey.legs(of: afterMove, options: RoutingOptions()), router: router)
        .isEmpty)

    _ = try store.undo()
    let restored = try #require(try store.trip(id: tripID)).stops.map(\.coordinate)
    let found = try store.keptRoadLegs(
      RoadLegKey.legs(of: restored, options: RoutingOptions()), router: router)
    #expect(found.count == 2)
  }

  @Test("pruning forgets the legs no trip has and keeps the rest")
  func pruned() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("legs.sqlite"))
    let (_, stops) = try tripWithStops(store)
    let keys = RoadLegKey.legs(of: stops.map(\.coordinate), options: RoutingOptions())
    let orphan = RoadLegKey(from: bigSur, to: monterey, options: RoutingOptions())
    try store.keepRoadLegs(
      [keys[0]: leg(1, 1, []), keys[1]: leg(2, 2, []), orphan: leg(3, 3, [])], router: router)
    #expect(try store.pruneRoadLegs() == 1)
    #expect(
      try store.keptRoadLegs(keys + [orphan], router: router).keys.sorted { $0.to.latitude < $1.to.latitude }
        == [keys[1], keys[0]])
  }

  @Test(
    "keeping legs past the bound forgets those no trip has, never a trip's own (checked every 32nd batch)")
  func bounded() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("legs.sqlite"))
    let (_, stops) = try tripWithStops(store)
    let keys = RoadLegKey.legs(of: stops.map(\.coordinate), options: RoutingOptions())
    try store.keepRoadLegs([keys[0]: leg(1, 1, []), keys[1]: leg(2, 2, [])], router: router)
    let bound = SQLiteTripStore.keptLegsBound(stops: Int64(stops.count))
    // The trip's legs were batch 1; batches 2 through 64 pass the bound several times over, and
    // the bound is checked at batches 32 and 64.
    let batches = 2 * Int(SQLiteTripStore.pruneCheckInterval) - 1
    #expect(Int64(batches * 100) > bound)
    for batch in 0..<batches {
      var orphans: [RoadLegKey: RoadLeg] = [:]
      for index in 0..<100 {
        let point = Coordinate(latitude: Double(batch), longitude: Double(index))
        orphans[RoadLegKey(from: point, to: bigSur, options: RoutingOptions())] = leg(3, 3, [])
      }
      try store.keepRoadLegs(orphans, router: router)
    }
    let rows = try store.connection.integer("SELECT COUNT(*) FROM road_leg") ?? 0
    #expect(rows <= bound)
    #expect(try store.keptRoadLegs(keys, router: router).count == 2)
  }

  @Test("a version-2 store gains the kept road legs and keeps its trips")
  func migratesVersion2() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v2.sqlite")
    try OtherConnection.execute(StoreSchema.version1 + StoreSchema.upgradeToVersion2, on: path)
    let store = try SQLiteTripStore(path: path)
    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    let keys = RoadLegKey.legs(of: [monterey, carmel], options: RoutingOptions())
    try store.keepRoadLegs([keys[0]: leg(8123, 654, [])], router: router)
    #expect(try store.keptRoadLegs(keys, router: router).count == 1)
  }
}
