import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a parsed exchange document into validated trips, naming the JSON path of the first problem.
///
/// Accepts version 1 (`{"version":1,"trips":[…legs, totalMeters…]}`) and the older shape without
/// `version`, `legs` and `totalMeters`; a trip's schedule and a stop's stay are read by
/// ``ScheduleFields`` (absent: the defaults). Legs and totals are recomputed, never trusted. Ids are
/// optional: a trip or stop without `id` gets a new one, while an `id` that is there must be a
/// canonical UUID, and must not repeat one given earlier in the file.
struct JSONTripReader {
  /// A problem at a JSON path.
  struct Problem: Error {
    var path: String
    var message: String
  }

  /// The trips in `document`, in file order.
  static func trips(in document: JSONValue) throws(Problem) -> [Trip] {
    let root = try object(document, at: "(top level)")
    if let version = root["version"] {
      guard case .number(let number) = version else {
        throw Problem(path: "version", message: "expected a number, found \(version.typeName)")
      }
      guard number == 1 else {
        throw Problem(
          path: "version", message: "unsupported version \(format(number)) — this RoadTrip reads version 1")
      }
    }
    guard let list = root["trips"] else { throw Problem(path: "trips", message: "is missing") }
    let entries = try array(list, at: "trips")
    var trips: [Trip] = []
    var tripIndexes: [TripID: Int] = [:]
    var stopPaths: [StopID: (trip: Int, stop: Int)] = [:]
    for (index, entry) in entries.enumerated() {
      let (trip, idGiven) = try self.trip(entry, index: index, stopPaths: &stopPaths)
      if idGiven {
        if let earlier = tripIndexes[trip.id] {
          throw Problem(
            path: "trips[\(index)].id", message: "duplicate trip id (also at trips[\(earlier)].id)")
        }
        tripIndexes[trip.id] = index
      }
      trips.append(trip)
    }
    return trips
  }

  // MARK: - Entities

  /// The trip at `trips[tripIndex]`, and whether the file gave its id.
  private static func trip(
    _ value: JSONValue, index tripIndex: Int, stopPaths: inout [StopID: (trip: Int, stop: Int)]
  )
    throws(Problem) -> (trip: Trip, idGiven: Bool)
  {
    let path = { "trips[\(tripIndex)]" }
    let fields = try object(value, at: path())
    let id = try uuid(fields, "id", at: path())
    let name = try self.name(fields, at: path())
    let list = try array(try required(fields, "waypoints", at: path()), at: "\(path()).waypoints")
    var waypoints: [Stop] = []
    for (index, entry) in list.enumerated() {
      let (waypoint, idGiven) = try self.waypoint(entry, at: "\(path()).waypoints[\(index)]")
      if idGiven {
        if let earlier = stopPaths[waypoint.id] {
          throw Problem(
            path: "\(path()).waypoints[\(index)].id",
            message: "duplicate stop id (also at trips[\(earlier.trip)].waypoints[\(earlier.stop)].id)")
        }
        stopPaths[waypoint.id] = (tripIndex, index)
      }
      waypoints.append(waypoint)
    }
    if let legs = fields["legs"] { _ = try array(legs, at: "\(path()).legs") }
    if let total = fields["totalMeters"] { _ = try number(total, at: "\(path()).totalMeters") }
    let schedule: TripSchedule
    do {
      schedule = try ScheduleFields.schedule(fields)
    } catch {
      throw Problem(path: "\(path()).\(error.key)", message: error.message)
    }
    do {
      var trip = try Trip(id: id.map { TripID($0) } ?? TripID(), name: name, stops: waypoints)
      trip.schedule = schedule
      return (trip, id != nil)
    } catch {
      throw Problem(path: "\(path()).name", message: error.description)
    }
  }

  /// The stop at `path`, and whether the file gave its id.
  private static func waypoint(_ value: JSONValue, at path: @autoclosure () -> String) throws(Problem)
    -> (stop: Stop, idGiven: Bool)
  {
    let fields = try object(value, at: path())
    let id = try uuid(fields, "id", at: path())
    let name = try self.name(fields, at: path())
    let note = try self.note(fields, at: path())
    let stay: StopStay
    do {
      stay = try ScheduleFields.stay(fields)
    } catch {
      throw Problem(path: "\(path()).\(error.key)", message: error.message)
    }
    func locationPath() -> String { "\(path()).location" }
    let location = try object(try required(fields, "location", at: path()), at: locationPath())
    let latitude = try number(
      try required(location, "latitude", at: locationPath()), at: "\(locationPath()).latitude")
    let longitude = try number(
      try required(location, "longitude", at: locationPath()), at: "\(locationPath()).longitude")
    do {
      _ = try Coordinate.validated(latitude: latitude, longitude: longitude)
    } catch {
      let component = (-90...90).contains(latitude) ? "longitude" : "latitude"
      throw Problem(path: "\(locationPath()).\(component)", message: error.description)
    }
    do {
      let coordinate = Coordinate(latitude: latitude, longitude: longitude)
      let stop = try Stop(
        id: id.map { StopID($0) } ?? StopID(), name: name, coordinate: coordinate, note: note, stay: stay)
      return (stop, id != nil)
    } catch {
      throw Problem(path: "\(path()).name", message: error.description)
    }
  }

  // MARK: - Fields

  private static func name(_ fields: [String: JSONValue], at path: @autoclosure () -> String) throws(Problem)
    -> String
  {
    let value = try string(try required(fields, "name", at: path()), at: "\(path()).name")
    // Reject huge names before counting characters (which is linear in the name's length).
    let limit = EntityName.maximumLength * 16
    guard value.utf8.count <= limit else {
      throw Problem(
        path: "\(path()).name",
        message: "name is \(value.utf8.count) bytes long — use at most \(EntityName.maximumLength) characters"
      )
    }
    do {
      return try EntityName.validated(value)
    } catch {
      throw Problem(path: "\(path()).name", message: error.description)
    }
  }

  /// The stop's optional one-line note (`note`), "" when absent.
  private static func note(_ fields: [String: JSONValue], at path: @autoclosure () -> String) throws(Problem)
    -> String
  {
    guard let value = fields["note"] else { return "" }
    let text = try string(value, at: "\(path()).note")
    guard text.utf8.count <= StopNote.maximumLength * 16 else {
      throw Problem(
        path: "\(path()).note",
        message: "note is \(text.utf8.count) bytes long — use at most \(StopNote.maximumLength) characters")
    }
    do {
      return try StopNote.validated(text)
    } catch {
      throw Problem(path: "\(path()).note", message: error.description)
    }
  }

  /// The canonical UUID in `key`, or nil when the key is absent (a present key must hold one).
  private static func uuid(_ fields: [String: JSONValue], _ key: String, at path: @autoclosure () -> String)
    throws(Problem)
    -> UUID?
  {
    guard let value = fields[key] else { return nil }
    let text = try string(value, at: "\(path()).\(key)")
    guard let id = StrictParsing.uuid(text) else {
      throw Problem(path: "\(path()).\(key)", message: "“\(text.prefix(40))” is not a UUID")
    }
    return id
  }

  private static func required(
    _ fields: [String: JSONValue], _ key: String, at path: @autoclosure () -> String
  ) throws(Problem) -> JSONValue {
    guard let value = fields[key] else { throw Problem(path: "\(path()).\(key)", message: "is missing") }
    return value
  }

  private static func object(_ value: JSONValue, at path: @autoclosure () -> String) throws(Problem)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value else {
      throw Problem(path: path(), message: "expected an object, found \(value.typeName)")
    }
    return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  private static func array(_ value: JSONValue, at path: @autoclosure () -> String) throws(Problem)
    -> [JSONValue]
  {
    guard case .array(let elements) = value else {
      throw Problem(path: path(), message: "expected an array, found \(value.typeName)")
    }
    return elements
  }

  private static func string(_ value: JSONValue, at path: @autoclosure () -> String) throws(Problem) -> String
  {
    guard case .string(let text) = value else {
      throw Problem(path: path(), message: "expected a string, found \(value.typeName)")
    }
    return text
  }

  private static func number(_ value: JSONValue, at path: @autoclosure () -> String) throws(Problem) -> Double
  {
    guard case .number(let number) = value else {
      throw Problem(path: path(), message: "expected a number, found \(value.typeName)")
    }
    guard number.isFinite else { throw Problem(path: path(), message: "the number is too large") }
    return number
  }

  private static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
  }
}
