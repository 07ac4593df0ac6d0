import Geo
import TripModels

/// A route or track being read.
struct GPXRoute {
  /// Which element it is.
  enum Kind {
    /// A `<rte>`: its `<rtept>`s are stops.
    case route
    /// A `<trk>`: the `<trkpt>`s of all its `<trkseg>`s, in order, are one recorded line.
    case track
  }

  var kind: Kind
  var name: String?
  /// The line of its start tag.
  var line: Int
  /// A route's stops.
  var stops: [Stop] = []
  /// A track's points.
  var points: [Coordinate] = []
  /// Whether the track is the road of a route RoadTrip wrote beside it (`<type>` says so): import
  /// reads the route, not its road.
  var isRoad = false
}

/// Collects routes, tracks and waypoints from scanner events, failing at the first problem.
struct GPXCollector {
  /// The routes and tracks, in file order.
  private(set) var routes: [GPXRoute] = []
  private(set) var looseWaypoints: [Stop] = []
  private(set) var looseWaypointsLine = 1
  private(set) var title: String?
  private(set) var lastLine = 1

  private var path: [String] = []
  /// The text of the `<name>` being read, when it is one that counts.
  private var nameText: String?
  private var point: (coordinate: Coordinate, line: Int, name: String?, note: String)?
  /// The text of a stop's `<desc>` being read (its note), up to ``maximumNoteBytes``.
  private var noteText: String?
  /// How much of a `<desc>` is kept; a note is one short line, the rest is dropped.
  private static let maximumNoteBytes = 4096
  /// The text of a track's `<type>` being read, up to ``maximumTypeBytes``.
  private var typeText: String?
  private static let maximumTypeBytes = 64

  /// The parent paths whose `<name>` child is read.
  private static let namedPaths: Set<[String]> = [
    ["gpx", "metadata"], ["gpx", "rte"], ["gpx", "rte", "rtept"], ["gpx", "wpt"], ["gpx", "trk"],
  ]

  mutating func take(_ event: XMLScanner.Event, line: Int) throws(GPXTripReader.Problem) {
    lastLine = line
    switch event {
    case .start(let name, let attributes): try start(name, attributes, line: line)
    case .text(let text, let byteCount):
      if let note = noteText {
        if note.utf8.count + byteCount <= Self.maximumNoteBytes { noteText = note + text }
        return
      }
      if let type = typeText {
        if type.utf8.count + byteCount <= Self.maximumTypeBytes { typeText = type + text }
        return
      }
      guard let current = nameText else { return }
      guard current.utf8.count + byteCount <= GPXTripReader.maximumNameBytes else {
        throw fail(line, "a name is longer than \(EntityName.maximumLength) characters")
      }
      nameText = current + text
    case .end: try end(line: line)
    }
  }

  // MARK: - Elements

  private mutating func start(_ name: String, _ attributes: [String: String], line: Int)
    throws(GPXTripReader.Problem)
  {
    if nameText != nil { throw fail(line, "<name> holds the element <\(name)>; a name is text only") }
    path.append(name)
    if path.count == 1, name != "gpx" { throw fail(line, "the root element is <\(name)>, not <gpx>") }
    switch path {
    case ["gpx", "rte"]: routes.append(GPXRoute(kind: .route, line: line))
    case ["gpx", "trk"]: routes.append(GPXRoute(kind: .track, line: line))
    case ["gpx", "rte", "rtept"], ["gpx", "wpt"], ["gpx", "trk", "trkseg", "trkpt"]:
      if path == ["gpx", "wpt"], looseWaypoints.isEmpty { looseWaypointsLine = line }
      point = (try coordinate(attributes, line: line), line, nil, "")
    case ["gpx", "rte", "rtept", "desc"], ["gpx", "wpt", "desc"]:
      noteText = ""
    case ["gpx", "trk", "type"]:
      typeText = ""
    default:
      if name == "name", Self.namedPaths.contains(Array(path.dropLast())) { nameText = "" }
    }
  }

  private mutating func end(line: Int) throws(GPXTripReader.Problem) {
    if let note = noteText, path.last == "desc" {
      noteText = nil
      point?.note = StopNote.shortened(note)
    } else if let type = typeText, path == ["gpx", "trk", "type"] {
      typeText = nil
      routes[routes.count - 1].isRoad = type == GPXTripWriter.roadTrackType
    } else if let text = nameText {
      nameText = nil
      // An empty <name/> says nothing, before or after another <name>: the element keeps the name
      // it would have without one. Two names that say something are refused.
      let valid: String?
      do {
        valid = try EntityName.validated(text)
      } catch .emptyName {
        valid = nil
      } catch {
        throw fail(line, "name: \(error.description)")
      }
      let parent = Array(path.dropLast())
      if valid == nil {
        path.removeLast()
        return
      }
      guard !hasName(parent) else { throw fail(line, "<\(parent[parent.count - 1])> has a second <name>") }
      switch path.dropLast() {
      case ["gpx", "metadata"]: title = valid
      case ["gpx", "rte"], ["gpx", "trk"]: routes[routes.count - 1].name = valid
      default: point?.name = valid
      }
    } else {
      switch path {
      case ["gpx", "rte", "rtept"]:
        let stop = try finishPoint(number: routes[routes.count - 1].stops.count + 1)
        routes[routes.count - 1].stops.append(stop)
      case ["gpx", "wpt"]:
        looseWaypoints.append(try finishPoint(number: looseWaypoints.count + 1))
      case ["gpx", "trk", "trkseg", "trkpt"]:
        guard let point else { throw fail(line, "a point has no coordinate") }
        self.point = nil
        routes[routes.count - 1].points.append(point.coordinate)
      default: break
      }
    }
    path.removeLast()
  }

  // MARK: - Helpers

  private func hasName(_ parent: [String]) -> Bool {
    switch parent {
    case ["gpx", "metadata"]: title != nil
    case ["gpx", "rte"], ["gpx", "trk"]: routes.last?.name != nil
    default: point?.name != nil
    }
  }

  private func coordinate(_ attributes: [String: String], line: Int) throws(GPXTripReader.Problem)
    -> Coordinate
  {
    let element = path.last ?? "point"
    guard let latText = attributes["lat"] else { throw fail(line, "<\(element)> has no lat attribute") }
    guard let lonText = attributes["lon"] else { throw fail(line, "<\(element)> has no lon attribute") }
    guard let latitude = StrictParsing.decimal(latText) else {
      throw fail(line, "lat “\(latText.prefix(40))” is not a decimal number")
    }
    guard let longitude = StrictParsing.decimal(lonText) else {
      throw fail(line, "lon “\(lonText.prefix(40))” is not a decimal number")
    }
    do {
      return try Coordinate.validated(latitude: latitude, longitude: longitude)
    } catch {
      throw fail(line, error.description)
    }
  }

  private mutating func finishPoint(number: Int) throws(GPXTripReader.Problem) -> Stop {
    guard let point else { throw fail(lastLine, "a point has no coordinate") }
    self.point = nil
    do {
      return try Stop(
        id: ContentIdentity.pendingStopID, name: point.name ?? "Stop \(number)", coordinate: point.coordinate,
        note: point.note)
    } catch {
      throw fail(point.line, error.description)
    }
  }

  private func fail(_ line: Int, _ message: String) -> GPXTripReader.Problem {
    GPXTripReader.Problem(line: max(1, line), message: message)
  }
}
