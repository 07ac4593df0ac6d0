import Geo
import TripModels

/// Reads trips from GeoJSON (RFC 7946): a FeatureCollection, a single Feature or a bare geometry.
///
/// Point features are stops, grouped into trips by their `tripId` (else `trip`, else GDAL's
/// `route_fid`) property in the order trips first appear, named by `trip`, else after the file, and ordered by
/// `position` when it is there. A stop's name is its `name` (else `title`) property, its note
/// `note` (else `description`), its stay `nights` and `visitMinutes` (whole numbers; 0 when absent). A LineString or MultiLineString becomes a trip as a GPX track does
/// (at most 25 stops that keep its shape), except the line of a trip whose points the file also
/// holds (the route line RoadTrip and others write beside the stops), which is skipped. Other
/// geometries are skipped; a file with no Point or line is refused.
enum GeoJSONTripReader {
  /// A problem at a JSON path.
  struct Problem: Error {
    var path: String
    var message: String
  }

  private struct Group {
    var name: String
    var path: String
    var stops: [(position: Double?, stop: Stop)] = []
  }

  /// The trips in `document`; `defaultName` names the trip of points without a trip.
  static func trips(in document: JSONValue, defaultName: String) throws(Problem) -> TripFileContents {
    var features: [(value: JSONValue, path: String)] = []
    switch member("type", of: document) {
    case .string("FeatureCollection"):
      guard case .array(let list) = member("features", of: document) else {
        throw Problem(path: "features", message: "a FeatureCollection needs a “features” array")
      }
      features = list.enumerated().map { ($1, "features[\($0)]") }
    case .string("Feature"): features = [(document, "")]
    case .string:
      features = [(.object([("type", .string("Feature")), ("geometry", document)]), "")]
    default:
      throw Problem(path: "type", message: "it is JSON but neither a RoadTrip export nor GeoJSON (no “type”)")
    }
    var groups: [Group] = []
    var unnamedGroups = 0
    var groupIndex: [String: Int] = [:]
    var lines: [(name: String?, trip: String?, path: String, points: [Coordinate])] = []
    for (feature, path) in features {
      guard case .string("Feature") = member("type", of: feature) else {
        throw Problem(path: join(path, "type"), message: "expected a Feature")
      }
      let properties = member("properties", of: feature) ?? .null
      func text(_ keys: String...) -> String? {
        for key in keys {
          if case .string(let value) = member(key, of: properties), !value.isEmpty { return value }
        }
        return nil
      }
      var tripKey = text("tripId", "trip")
      if tripKey == nil, case .number(let route) = member("route_fid", of: properties) {
        tripKey = "route \(route)"
      }
      guard let geometry = member("geometry", of: feature), geometry != .null else { continue }
      let geometryPath = join(path, "geometry")
      switch member("type", of: geometry) {
      case .string("Point"):
        let coordinate = try position(
          member("coordinates", of: geometry), at: join(geometryPath, "coordinates"))
        let key = tripKey ?? ""
        let index: Int
        if let known = groupIndex[key] {
          index = known
        } else {
          index = groups.count
          groupIndex[key] = index
          let unnamed = unnamedGroups
          let name = text("trip") ?? defaultName + (unnamed > 0 ? " \(unnamed + 1)" : "")
          if text("trip") == nil { unnamedGroups += 1 }
          groups.append(Group(name: name, path: path))
        }
        var order: Double?
        if case .number(let value) = member("position", of: properties) { order = value }
        var stayFields: [String: JSONValue] = [:]
        for key in ["nights", "visitMinutes"] { stayFields[key] = member(key, of: properties) }
        let stay: StopStay
        do {
          stay = try ScheduleFields.stay(stayFields)
        } catch {
          throw Problem(path: join(join(path, "properties"), error.key), message: error.message)
        }
        do {
          let stop = try Stop(
            id: ContentIdentity.pendingStopID,
            name: text("name", "title") ?? "Stop \(groups[index].stops.count + 1)", coordinate: coordinate,
            note: ContentIdentity.note(text("note", "description") ?? ""), stay: stay)
          groups[index].stops.append((order, stop))
        } catch {
          throw Problem(path: path, message: error.description)
        }
      case .string("LineString"):
        let points = try positions(member("coordinates", of: geometry), at: join(geometryPath, "coordinates"))
        lines.append((text("name", "title", "trip"), tripKey, path, points))
      case .string("MultiLineString"):
        let coordinatesPath = join(geometryPath, "coordinates")
        guard case .array(let parts) = member("coordinates", of: geometry) else {
          throw Problem(path: coordinatesPath, message: "expected an array of lines")
        }
        var points: [Coordinate] = []
        for (index, part) in parts.enumerated() {
          points += try positions(part, at: "\(coordinatesPath)[\(index)]")
        }
        lines.append((text("name", "title", "trip"), tripKey, path, points))
      case .string: continue
      default: throw Problem(path: join(geometryPath, "type"), message: "a geometry needs a “type”")
      }
    }
    let tracks = lines.filter { $0.trip.map { groupIndex[$0] == nil } ?? true }
    guard !groups.isEmpty || tracks.contains(where: { !$0.points.isEmpty }) else {
      throw Problem(path: "features", message: "it has no Point or LineString features")
    }
    var contents = TripFileContents(trips: [])
    for group in groups {
      do {
        contents.trips.append(try Trip(name: group.name, stops: PositionedStops.ordered(group.stops)))
      } catch {
        throw Problem(path: group.path, message: "trip name: \(error.description)")
      }
    }
    let usable = tracks.filter { !$0.points.isEmpty }
    for (number, line) in usable.enumerated() {
      let route = GPXRoute(kind: .track, name: line.name, line: 1, points: line.points)
      let track = GPXTrackTrip(route, number: number + 1, of: usable.count, fileTitle: defaultName)
      do {
        let trip = try track.trip()
        contents.trips.append(trip)
        contents.tripsFromTracks.insert(trip.id)
      } catch {
        throw Problem(path: line.path, message: error.message)
      }
    }
    return contents
  }

  // MARK: - Helpers

  private static func member(_ key: String, of value: JSONValue) -> JSONValue? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  private static func positions(_ value: JSONValue?, at path: String) throws(Problem) -> [Coordinate] {
    guard case .array(let list) = value else {
      throw Problem(path: path, message: "expected an array of positions")
    }
    var points: [Coordinate] = []
    points.reserveCapacity(list.count)
    for (index, item) in list.enumerated() { points.append(try position(item, at: "\(path)[\(index)]")) }
    return points
  }

  /// `[longitude, latitude]` or `[longitude, latitude, altitude]`.
  private static func position(_ value: JSONValue?, at path: String) throws(Problem) -> Coordinate {
    guard case .array(let numbers) = value, numbers.count == 2 || numbers.count == 3,
      case .number(let longitude) = numbers[0], case .number(let latitude) = numbers[1]
    else {
      throw Problem(path: path, message: "expected a position [longitude, latitude]")
    }
    do {
      return try Coordinate.validated(latitude: latitude, longitude: longitude)
    } catch {
      throw Problem(path: path, message: error.description)
    }
  }
}
