import Geo
import TripModels

/// Reads the trips of a version-0 store (see ``StoreSchema/version0Columns``), validating every row.
enum LegacyStoreReader {
  /// The trips, newest first (the list order), each with its stops in order.
  static func trips(in connection: SQLiteConnection, path: String) throws -> [Trip] {
    let rows = try connection.query("SELECT id, name FROM trips ORDER BY created_at DESC, id") {
      ($0.text(0) ?? "", $0.text(1) ?? "")
    }
    var stopsByTrip: [String: [Stop]] = [:]
    let stopRows = try connection.query(
      "SELECT trip_id, id, name, lat, lon FROM waypoints ORDER BY trip_id, idx"
    ) { ($0.text(0) ?? "", $0.text(1) ?? "", $0.text(2) ?? "", $0.double(3), $0.double(4)) }
    for (tripID, id, name, latitude, longitude) in stopRows {
      guard let uuid = StrictParsing.uuid(id) else {
        throw TripStoreError.corrupt(path: path, reason: "stop id “\(id)” is not a UUID")
      }
      do {
        let stop = try Stop(
          id: StopID(uuid), name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude))
        stopsByTrip[tripID, default: []].append(stop)
      } catch {
        throw TripStoreError.corrupt(path: path, reason: "stop \(id): \(error)")
      }
    }
    return try rows.map { (id, name) throws -> Trip in
      guard let uuid = StrictParsing.uuid(id) else {
        throw TripStoreError.corrupt(path: path, reason: "trip id “\(id)” is not a UUID")
      }
      do {
        return try Trip(id: TripID(uuid), name: name, stops: stopsByTrip[id] ?? [])
      } catch {
        throw TripStoreError.corrupt(path: path, reason: "trip \(id): \(error)")
      }
    }
  }
}
