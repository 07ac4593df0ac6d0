import Foundation
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// A trip's schedule and a stop's stay: stored (a version-3 file gains them), undone and redone as
/// one change each, and carried by JSON and GeoJSON with the names docs/exchange.md gives.
@MainActor
@Suite("Schedules and stays in the store")
struct ScheduleStoreTests {
  private let tripID = TripID(uuidString: "00000000-0000-4000-8000-000000000001") ?? TripID()

  private var summer: TripSchedule {
    TripSchedule(
      startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 7 * 60 + 30,
      dailyDrivingMinutes: 600, estimateSpeedKmh: 90)
  }

  @Test("A version-3 file gains schedules and stays at their defaults, keeping every row")
  func migratesVersion3() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v3.sqlite")
    try OtherConnection.execute(
      StoreSchema.version1 + StoreSchema.upgradeToVersion2 + StoreSchema.upgradeToVersion3 + """
        INSERT INTO trip(id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name)
        VALUES ('\(tripID.uuidString)', 'Kansai', 1, 2, 38750.5, '京都', '大阪');
        INSERT INTO waypoint(trip_id, id, position, name, latitude, longitude, note) VALUES
          ('\(tripID.uuidString)', '00000000-0000-4000-8000-0000000000A1', 0, '京都', 35.02107, 135.75385, 'Temples'),
          ('\(tripID.uuidString)', '00000000-0000-4000-8000-0000000000A2', 7, '大阪', 34.69379, 135.50107, '');
        """, on: path)

    let store = try SQLiteTripStore(path: path)

    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    let kansai = try #require(try store.trip(id: tripID))
    #expect(kansai.schedule == .standard)
    #expect(kansai.stops.map(\.stay) == [.passingThrough, .passingThrough])
    #expect(kansai.stops.map(\.note) == ["Temples", ""])
    #expect(try store.tripSchedule(id: tripID) == .standard)
    #expect(try store.stopOutline(of: tripID)?.stays == [.passingThrough, .passingThrough])
    try store.setStay(try #require(StopStay(nights: 2, visitMinutes: 0)), of: kansai.stops[0].id, in: tripID)
    #expect(try store.trip(id: tripID)?.stops[0].stay.nights == 2)
    #expect(try store.undo()?.description == "stay at “京都”")
    #expect(try store.trip(id: tripID) == kansai)
    #expect(try store.undo() == nil, "the migration itself is not an edit")
  }

  @Test(
    "A schedule and a stay are stored, read by every path, undone and redone",
    arguments: RepositoryKind.allCases)
  func undoable(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Route 66")
    let chicago = try repository.addStop(to: trip.id, name: "Chicago", coordinate: Places.monterey)
    _ = try repository.addStop(to: trip.id, name: "St. Louis", coordinate: Places.carmel)
    let before = try repository.allTrips()

    try repository.setSchedule(summer, of: trip.id)
    #expect(try repository.tripSchedule(id: trip.id) == summer)
    #expect(try repository.trip(id: trip.id)?.schedule == summer)
    #expect(try repository.allTrips().first?.schedule == summer)
    var streamed: [Trip] = []
    try repository.forEachTrip { streamed.append($0) }
    #expect(streamed.first?.schedule == summer)

    let stay = try #require(StopStay(nights: 1, visitMinutes: 45))
    try repository.updateStop(chicago.with(stay: stay), in: trip.id)
    #expect(try repository.trip(id: trip.id)?.stops.first?.stay == stay)
    #expect(try repository.stopOutline(of: trip.id)?.stays.first == stay)
    let window = try repository.stops(
      of: trip.id, StopPageRequest(anchor: nil, direction: .forward, limit: 5))
    #expect(window.first?.stop.stay == stay)
    let after = try repository.allTrips()

    #expect(try repository.undo()?.description == "stay at “Chicago”")
    #expect(try repository.undo()?.description == "schedule of “Route 66”")
    #expect(try repository.allTrips() == before)
    #expect(try repository.redo() != nil)
    #expect(try repository.redo() != nil)
    #expect(try repository.allTrips() == after)

    let copy = try repository.duplicateTrip(trip.id)
    #expect(copy.schedule == summer && copy.stops.first?.stay == stay, "a copy keeps both")
    #expect(try repository.trip(id: copy.id) == copy)
  }

  @Test("A schedule out of range is refused and nothing changes", arguments: RepositoryKind.allCases)
  func refusesBadSchedule(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Coast")
    var bad = TripSchedule.standard
    bad.dailyDrivingMinutes = 0
    #expect(throws: TripStoreError.invalid(.scheduleOutOfRange)) {
      try repository.setSchedule(bad, of: trip.id)
    }
    #expect(try repository.tripSchedule(id: trip.id) == .standard)
    #expect(try repository.undo()?.kind == .createTrip)
  }

  @Test(
    "An import keeps schedules and stays, and its undo puts them back", arguments: RepositoryKind.allCases)
  func importKeepsThem(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    var trips: [Trip] = []
    for index in 0..<3 {
      var trip = try Trip(
        name: "Trip \(index)",
        stops: [
          try Stop(
            name: "A", coordinate: Places.kyoto, stay: try #require(StopStay(nights: index, visitMinutes: 30))
          ),
          try Stop(name: "B", coordinate: Places.osaka),
        ])
      trip.schedule = summer
      trips.append(trip)
    }
    try repository.importTrips(trips, onConflict: .replace)
    #expect(
      try repository.allTrips().reversed() == trips.reversed() || Set(try repository.allTrips()) == Set(trips)
    )
    #expect(try repository.undo()?.kind == .importTrips)
    #expect(try repository.allTrips().isEmpty)
    #expect(try repository.redo()?.kind == .importTrips)
    #expect(Set(try repository.allTrips()) == Set(trips))
  }

  // MARK: - Exchange

  private func scheduledTrip() throws -> Trip {
    var trip = try Trip(
      name: "Route 66",
      stops: [
        try Stop(name: "Chicago", coordinate: Places.monterey),
        try Stop(
          name: "St. Louis", coordinate: Places.carmel,
          stay: try #require(StopStay(nights: 2, visitMinutes: 0))),
        try Stop(
          name: "Tulsa", coordinate: Places.bigSur, stay: try #require(StopStay(nights: 0, visitMinutes: 90))),
      ])
    trip.schedule = summer
    return trip
  }

  @Test("JSON carries startDate, departure, dailyDrivingMinutes, estimateSpeedKmh, nights and visitMinutes")
  func jsonRoundTrip() throws {
    let trip = try scheduledTrip()
    let text = TripExchange.export([trip], as: .json)
    #expect(text.contains(#""startDate": "2027-06-01","#))
    #expect(text.contains(#""departure": "07:30","#))
    #expect(text.contains(#""dailyDrivingMinutes": 600,"#))
    #expect(text.contains(#""estimateSpeedKmh": 90,"#))
    #expect(text.contains(#""nights": 2,"#))
    #expect(text.contains(#""visitMinutes": 90,"#))
    #expect(try TripExchange.importTrips(from: Data(text.utf8), fileName: "66.json") == [trip])
    let plain = try Trip(name: "Coast", stops: [try Stop(name: "Carmel", coordinate: Places.carmel)])
    let plainText = TripExchange.export([plain], as: .json)
    #expect(!plainText.contains("departure") && !plainText.contains("nights"), "defaults are not written")
  }

  @Test("Absent fields take the defaults; a null start date is none")
  func jsonDefaults() throws {
    let text = """
      {"trips": [{"name": "Coast", "startDate": null, "waypoints": [
        {"name": "Carmel", "location": {"latitude": 36.5, "longitude": -121.9}}]}]}
      """
    let trips = try TripExchange.importTrips(from: Data(text.utf8), fileName: "coast.json")
    #expect(trips.first?.schedule == .standard)
    #expect(trips.first?.stops.first?.stay == .passingThrough)
  }

  @Test(
    "A bad schedule or stay value refuses the whole file with its path and the valid form",
    arguments: [
      (
        #""startDate": "2027-02-29""#, "", "trips[0].startDate: “2027-02-29” is not a date — write YYYY-MM-DD"
      ),
      (#""departure": "9:00""#, "", "trips[0].departure: “9:00” is not a time — write HH:MM, 00:00 to 23:59"),
      (
        #""dailyDrivingMinutes": 0"#, "",
        "trips[0].dailyDrivingMinutes: expected a whole number of minutes from 1 to 1440, found 0"
      ),
      (
        #""estimateSpeedKmh": "fast""#, "",
        "trips[0].estimateSpeedKmh: expected a whole number of km/h from 1 to 300, found a string"
      ),
      (
        "", #""nights": 1.5,"#,
        "trips[0].waypoints[1].nights: expected a whole number of nights from 0 to 365, found 1.5"
      ),
      (
        "", #""visitMinutes": -5,"#,
        "trips[0].waypoints[1].visitMinutes: expected a whole number of minutes from 0 to 1440, found -5"
      ),
    ])
  func jsonRefusal(tripField: String, stopField: String, message: String) throws {
    let text = """
      {"trips": [
        {"name": "Good", "waypoints": [{"name": "A", "location": {"latitude": 1, "longitude": 2}}]},
        {"name": "Coast"\(tripField.isEmpty ? "" : ", " + tripField), "waypoints": [
          {"name": "Carmel", "location": {"latitude": 36.5, "longitude": -121.9}},
          {"name": "Big Sur", \(stopField) "location": {"latitude": 36.2, "longitude": -121.8}}]}]}
      """
      .replacingOccurrences(of: "trips[0]", with: "trips[1]")
    let error = #expect(throws: ImportError.self) {
      try TripExchange.importTrips(from: Data(text.utf8), fileName: "coast.json")
    }
    let expected = message.replacingOccurrences(of: "trips[0]", with: "trips[1]")
    #expect(error?.description.contains(expected) == true, "\(error?.description ?? "no error")")
    #expect(error?.description.contains("\n") == false, "one line")
  }

  @Test("GeoJSON stop properties carry nights and visitMinutes, and are read back")
  func geoJSON() throws {
    let trip = try scheduledTrip()
    let text = TripExchange.export([trip], as: .geojson)
    #expect(text.contains(#""nights": 2, "visitMinutes": 0"#))
    #expect(text.contains(#""nights": 0, "visitMinutes": 90"#))
    let read = try TripExchange.importTrips(from: Data(text.utf8), fileName: "66.geojson")
    #expect(read.first?.stops.map(\.stay) == trip.stops.map(\.stay))
  }
}
