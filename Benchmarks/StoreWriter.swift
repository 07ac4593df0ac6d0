import Foundation
import Geo
import Routing
import TripModels
import TripStore

/// The writer process of `scripts/crash-test`: makes store edits as fast as it can, forever.
///
/// Before each edit it prints `do <json>` (the edit), and after the edit's transaction committed it
/// prints `ok <json>` (ids the store chose). Every `ok` line is an acknowledged edit that must survive
/// a SIGKILL; the one `do` without its `ok` may or may not have been committed, but never half.
enum StoreWriter {
  /// Opens the store at `path` (`--store` semantics: no sample trips) and edits until killed.
  @MainActor static func run(path: String) {
    let store: SQLiteTripStore
    var trips: [Trip]
    do {
      store = try SQLiteTripStore(path: path)
      trips = try store.allTrips()
    } catch {
      emit("error \(error)")
      exit(3)
    }
    emit("ready \(trips.count)")
    var generator = SystemRandomNumberGenerator()
    var sequence = 0
    while true {
      sequence += 1
      do {
        try step(store: store, trips: &trips, sequence: sequence, using: &generator)
      } catch {
        emit("error \(error)")
        exit(1)
      }
    }
  }

  // MARK: - Edits

  @MainActor
  private static func step(
    store: SQLiteTripStore, trips: inout [Trip], sequence: Int,
    using generator: inout SystemRandomNumberGenerator
  ) throws {
    let names = ["Monterey", "Carmel", "Big Sur", "京都", "大阪", "奈良", "Zürich", "São Paulo", "Kraków"]
    func name() -> String { "\(names.randomElement(using: &generator) ?? "Stop") \(sequence)" }
    func coordinate() -> Coordinate {
      Coordinate(
        latitude: Double.random(in: -80...80, using: &generator),
        longitude: Double.random(in: -180...180, using: &generator))
    }
    let roll = Int.random(in: 0..<100, using: &generator)
    let target = trips.randomElement(using: &generator)
    if trips.count < 3 || (roll < 12 && trips.count < 40) {
      let stops = try (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        try Stop(name: name(), coordinate: coordinate())
      }
      let trip = try Trip(name: name(), stops: stops)
      emit("do " + json(["op": "import", "trip": tripJSON(trip)]))
      try store.importTrips([trip])
      trips.append(trip)
      emit("ok " + json(["seq": sequence]))
    } else if roll < 20 && trips.count < 40 {
      let tripName = name()
      emit("do " + json(["op": "create", "name": tripName]))
      let trip = try store.createTrip(named: tripName)
      trips.insert(trip, at: 0)
      emit("ok " + json(["seq": sequence, "id": trip.id.uuidString]))
    } else if let target, roll < 30 || trips.count >= 40 {
      emit("do " + json(["op": "delete", "trip": target.id.uuidString]))
      try store.deleteTrip(target.id)
      trips.removeAll { $0.id == target.id }
      emit("ok " + json(["seq": sequence]))
    } else if let target, roll >= 38 && roll < 45 {
      try setSchedule(of: target, store: store, sequence: sequence, using: &generator)
    } else if let target, roll < 45 {
      let newName = name()
      emit("do " + json(["op": "rename", "trip": target.id.uuidString, "name": newName]))
      try store.renameTrip(target.id, to: newName)
      emit("ok " + json(["seq": sequence]))
    } else if let target, roll >= 62 && roll < 70 && target.stops.count >= 2 {
      try keepLegs(of: target, store: store, sequence: sequence, using: &generator)
    } else if let target, roll < 70 || target.stops.isEmpty {
      let stopName = name()
      let place = coordinate()
      emit(
        "do "
          + json([
            "op": "add", "trip": target.id.uuidString, "name": stopName, "lat": place.latitude,
            "lon": place.longitude,
          ]))
      let stop = try store.addStop(to: target.id, name: stopName, coordinate: place)
      emit("ok " + json(["seq": sequence, "id": stop.id.uuidString]))
    } else if let target, let stop = target.stops.randomElement(using: &generator) {
      if roll < 80 {
        let index = Int.random(in: -1...target.stops.count, using: &generator)
        emit(
          "do "
            + json(["op": "move", "trip": target.id.uuidString, "stop": stop.id.uuidString, "index": index]))
        try store.moveStop(stop.id, in: target.id, to: index)
      } else if roll < 87 {
        emit("do " + json(["op": "remove", "trip": target.id.uuidString, "stop": stop.id.uuidString]))
        try store.removeStop(stop.id, from: target.id)
      } else if roll < 94 {
        let nights = Int.random(in: 0...5, using: &generator)
        let minutes = Int.random(in: 0...600, using: &generator)
        emit(
          "do "
            + json([
              "op": "stay", "trip": target.id.uuidString, "stop": stop.id.uuidString, "nights": nights,
              "visit": minutes,
            ]))
        if let stay = StopStay(nights: nights, visitMinutes: minutes) {
          try store.setStay(stay, of: stop.id, in: target.id)
        }
      } else {
        let updated = try stop.with(name: name(), coordinate: coordinate())
        emit(
          "do "
            + json([
              "op": "update", "trip": target.id.uuidString, "stop": stop.id.uuidString, "name": updated.name,
              "lat": updated.coordinate.latitude, "lon": updated.coordinate.longitude,
            ]))
        try store.updateStop(updated, in: target.id)
      }
      emit("ok " + json(["seq": sequence]))
    }
    if let target, let index = trips.firstIndex(where: { $0.id == target.id }),
      let reloaded = try store.trip(id: target.id)
    {
      trips[index] = reloaded
    }
  }

  /// A new schedule for `trip` (a start date or none, departure, daily limit, speed).
  @MainActor
  private static func setSchedule(
    of trip: Trip, store: SQLiteTripStore, sequence: Int, using generator: inout SystemRandomNumberGenerator
  ) throws {
    let date =
      Bool.random(using: &generator)
      ? CivilDate(
        year: Int.random(in: 1990...2100, using: &generator),
        month: Int.random(in: 1...12, using: &generator),
        day: Int.random(in: 1...28, using: &generator)) : nil
    let schedule = TripSchedule(
      startDate: date, departureMinutes: Int.random(in: TripSchedule.departureRange, using: &generator),
      dailyDrivingMinutes: Int.random(in: TripSchedule.dailyDrivingRange, using: &generator),
      estimateSpeedKmh: Int.random(in: TripSchedule.estimateSpeedRange, using: &generator))
    emit(
      "do "
        + json([
          "op": "schedule", "trip": trip.id.uuidString, "start": date?.description ?? NSNull(),
          "departure": schedule.departureMinutes, "daily": schedule.dailyDrivingMinutes,
          "speed": schedule.estimateSpeedKmh,
        ]))
    try store.setSchedule(schedule, of: trip.id)
    emit("ok " + json(["seq": sequence]))
  }

  /// Keeps road legs for the trip's consecutive stops in one batch, under a router name of its own
  /// (`crash-PID-SEQUENCE`), so that the check can tell a batch kept whole from a half-kept one.
  @MainActor
  private static func keepLegs(
    of trip: Trip, store: SQLiteTripStore, sequence: Int, using generator: inout SystemRandomNumberGenerator
  ) throws {
    var legs: [RoadLegKey: RoadLeg] = [:]
    for (from, to) in zip(trip.stops, trip.stops.dropFirst()) {
      let key = RoadLegKey(from: from.coordinate, to: to.coordinate, options: RoutingOptions())
      legs[key] = RoadLeg(
        meters: Double.random(in: 1...900_000, using: &generator),
        seconds: Double.random(in: 1...40_000, using: &generator), shape: [from.coordinate, to.coordinate])
    }
    let router = "crash-\(ProcessInfo.processInfo.processIdentifier)-\(sequence)"
    emit("do " + json(["op": "legs", "router": router, "count": legs.count]))
    try store.keepRoadLegs(legs, router: router)
    emit("ok " + json(["seq": sequence]))
  }

  // MARK: - Output

  private static func tripJSON(_ trip: Trip) -> [String: Any] {
    [
      "id": trip.id.uuidString, "name": trip.name,
      "waypoints": trip.stops.map {
        [
          "id": $0.id.uuidString, "name": $0.name, "lat": $0.coordinate.latitude,
          "lon": $0.coordinate.longitude,
        ]
      },
    ]
  }

  private static func json(_ object: [String: Any]) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return "{}"
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes one line with a single `write` (unbuffered, so a kill loses nothing already printed).
  private static func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }
}
