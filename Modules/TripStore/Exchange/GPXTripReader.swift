import Foundation
import Geo
import TripModels

/// Reads trips from GPX (1.0 or 1.1): each `<rte>` becomes a trip of its `<rtept>`s, and the
/// top-level `<wpt>`s together become one more trip named after the file.
///
/// The whole file is read with ``XMLScanner`` before anything is returned, so a file with any
/// XML error — even after its last route — gives no trips. Only unprefixed GPX elements count;
/// prefixed ones (`<gpxx:…>` extensions) and unknown ones are skipped.
enum GPXTripReader {
  /// A problem at a line of the file (an XML error or a GPX one).
  typealias Problem = XMLScanner.Failure

  /// The longest name text read, in bytes (longer names are refused before they are counted).
  static let maximumNameBytes = EntityName.maximumLength * 16

  /// The trips in `bytes` (UTF-8, no byte-order mark); `defaultName` names the trip made of loose
  /// `<wpt>`s.
  static func trips(in bytes: [UInt8], defaultName: String) throws(Problem) -> [Trip] {
    var collector = GPXCollector()
    var scanner = try XMLScanner(bytes)
    while let event = try scanner.next() {
      try collector.take(event, line: scanner.eventLine)
    }
    var trips = collector.routes
    if !collector.looseWaypoints.isEmpty {
      let name = collector.title ?? defaultName
      let validName = (try? EntityName.validated(name)) ?? "Waypoints"
      trips.append(
        GPXRoute(name: validName, line: collector.looseWaypointsLine, stops: collector.looseWaypoints))
    }
    guard !trips.isEmpty else {
      throw Problem(line: collector.lastLine, message: "it has no routes (<rte>) or waypoints (<wpt>)")
    }
    return try trips.enumerated().map { (index, route) throws(Problem) -> Trip in
      do {
        return try Trip(name: route.name ?? "Route \(index + 1)", stops: route.stops)
      } catch {
        throw Problem(line: route.line, message: "route name: \(error)")
      }
    }
  }
}

/// A route being read.
struct GPXRoute {
  var name: String?
  var line: Int
  var stops: [Stop]
}

/// Collects routes and waypoints from scanner events, failing at the first problem.
struct GPXCollector {
  private(set) var routes: [GPXRoute] = []
  private(set) var looseWaypoints: [Stop] = []
  private(set) var looseWaypointsLine = 1
  private(set) var title: String?
  private(set) var lastLine = 1

  private var path: [String] = []
  /// The text of the `<name>` being read, when it is one that counts.
  private var nameText: String?
  private var point: (coordinate: Coordinate, line: Int, name: String?)?

  /// The parent paths whose `<name>` child is read.
  private static let namedPaths: Set<[String]> = [
    ["gpx", "metadata"], ["gpx", "rte"], ["gpx", "rte", "rtept"], ["gpx", "wpt"],
  ]

  mutating func take(_ event: XMLScanner.Event, line: Int) throws(GPXTripReader.Problem) {
    lastLine = line
    switch event {
    case .start(let name, let attributes): try start(name, attributes, line: line)
    case .text(let text, let byteCount):
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
    case ["gpx", "rte"]: routes.append(GPXRoute(name: nil, line: line, stops: []))
    case ["gpx", "rte", "rtept"], ["gpx", "wpt"]:
      if path == ["gpx", "wpt"], looseWaypoints.isEmpty { looseWaypointsLine = line }
      point = (try coordinate(attributes, line: line), line, nil)
    default:
      if name == "name", Self.namedPaths.contains(Array(path.dropLast())) {
        guard !hasName(Array(path.dropLast())) else {
          throw fail(line, "<\(path[path.count - 2])> has a second <name>")
        }
        nameText = ""
      }
    }
  }

  private mutating func end(line: Int) throws(GPXTripReader.Problem) {
    if let text = nameText {
      nameText = nil
      let valid: String
      do {
        valid = try EntityName.validated(text)
      } catch {
        throw fail(line, "name: \(error.description)")
      }
      switch path.dropLast() {
      case ["gpx", "metadata"]: title = valid
      case ["gpx", "rte"]: routes[routes.count - 1].name = valid
      default: point?.name = valid
      }
    } else {
      switch path {
      case ["gpx", "rte", "rtept"]:
        let stop = try finishPoint(number: routes[routes.count - 1].stops.count + 1)
        routes[routes.count - 1].stops.append(stop)
      case ["gpx", "wpt"]:
        looseWaypoints.append(try finishPoint(number: looseWaypoints.count + 1))
      default: break
      }
    }
    path.removeLast()
  }

  // MARK: - Helpers

  private func hasName(_ parent: [String]) -> Bool {
    switch parent {
    case ["gpx", "metadata"]: title != nil
    case ["gpx", "rte"]: routes.last?.name != nil
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
      return try Stop(name: point.name ?? "Stop \(number)", coordinate: point.coordinate)
    } catch {
      throw fail(point.line, error.description)
    }
  }

  private func fail(_ line: Int, _ message: String) -> GPXTripReader.Problem {
    GPXTripReader.Problem(line: max(1, line), message: message)
  }
}
