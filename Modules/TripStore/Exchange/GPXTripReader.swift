import Foundation
import Geo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads trips from GPX (1.0 or 1.1): each `<rte>` becomes a trip of its `<rtept>`s, and the
/// top-level `<wpt>`s together become one more trip named after the file.
enum GPXTripReader {
  /// A problem at a line of the file.
  struct Problem: Error {
    var line: Int
    var message: String
  }

  /// The deepest element nesting accepted (GPX needs 4).
  static let maximumDepth = 32

  /// The trips in `data`; `defaultName` names the trip made of loose `<wpt>`s.
  static func trips(in data: Data, defaultName: String) throws(Problem) -> [Trip] {
    let collector = GPXCollector()
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    parser.delegate = collector
    let finished = parser.parse()
    if let problem = collector.problem { throw problem }
    guard finished else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "it cannot be read"
      throw Problem(line: max(1, parser.lineNumber), message: "the XML is malformed (\(reason))")
    }
    guard collector.sawRoot else { throw Problem(line: 1, message: "there is no <gpx> element") }
    if let open = collector.openElement {
      throw Problem(
        line: max(1, parser.lineNumber), message: "the file ends inside <\(open)> (truncated?)")
    }
    var trips = collector.routes
    if !collector.looseWaypoints.isEmpty {
      let name = collector.title ?? defaultName
      let validName = (try? EntityName.validated(name)) ?? "Waypoints"
      trips.append(
        GPXRoute(name: validName, line: collector.looseWaypointsLine, stops: collector.looseWaypoints))
    }
    guard !trips.isEmpty else {
      throw Problem(line: max(1, parser.lineNumber), message: "it has no routes (<rte>) or waypoints (<wpt>)")
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

/// The XMLParser delegate that collects routes and waypoints and stops at the first problem.
final class GPXCollector: NSObject, XMLParserDelegate {
  private(set) var routes: [GPXRoute] = []
  private(set) var looseWaypoints: [Stop] = []
  private(set) var looseWaypointsLine = 1
  private(set) var title: String?
  private(set) var problem: GPXTripReader.Problem?
  private(set) var sawRoot = false

  private var path: [String] = []

  /// The innermost element still open when parsing stopped (the file was cut short).
  var openElement: String? { path.last }
  private var text = ""
  private var point: (coordinate: Coordinate, line: Int, name: String?)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard problem == nil else { return }
    path.append(elementName)
    text = ""
    guard path.count <= GPXTripReader.maximumDepth else {
      return fail(parser, "elements are nested deeper than \(GPXTripReader.maximumDepth) levels")
    }
    if path.count == 1 {
      guard elementName == "gpx" else {
        return fail(parser, "the root element is <\(elementName)>, not <gpx>")
      }
      sawRoot = true
    }
    switch path {
    case ["gpx", "rte"]: routes.append(GPXRoute(name: nil, line: parser.lineNumber, stops: []))
    case ["gpx", "rte", "rtept"], ["gpx", "wpt"]:
      if path == ["gpx", "wpt"], looseWaypoints.isEmpty { looseWaypointsLine = parser.lineNumber }
      guard let coordinate = coordinate(attributes, parser) else { return }
      point = (coordinate, parser.lineNumber, nil)
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard problem == nil, path.last == "name" else { return }
    guard text.utf8.count + string.utf8.count <= EntityName.maximumLength * 16 else {
      return fail(parser, "a name is longer than \(EntityName.maximumLength) characters")
    }
    text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard problem == nil else { return }
    switch path {
    case ["gpx", "metadata", "name"]: title = text
    case ["gpx", "rte", "name"]: name(text, parser) { self.routes[self.routes.count - 1].name = $0 }
    case ["gpx", "rte", "rtept", "name"], ["gpx", "wpt", "name"]: name(text, parser) { self.point?.name = $0 }
    case ["gpx", "rte", "rtept"]:
      if let stop = finishPoint(parser, number: routes[routes.count - 1].stops.count + 1) {
        routes[routes.count - 1].stops.append(stop)
      }
    case ["gpx", "wpt"]:
      if let stop = finishPoint(parser, number: looseWaypoints.count + 1) { looseWaypoints.append(stop) }
    default: break
    }
    path.removeLast()
    text = ""
  }

  // MARK: - Helpers

  private func coordinate(_ attributes: [String: String], _ parser: XMLParser) -> Coordinate? {
    let element = path.last ?? "point"
    guard let latText = attributes["lat"] else {
      fail(parser, "<\(element)> has no lat attribute"); return nil
    }
    guard let lonText = attributes["lon"] else {
      fail(parser, "<\(element)> has no lon attribute"); return nil
    }
    guard let latitude = Double(latText.trimmingCharacters(in: .whitespaces)) else {
      fail(parser, "lat “\(latText.prefix(40))” is not a number"); return nil
    }
    guard let longitude = Double(lonText.trimmingCharacters(in: .whitespaces)) else {
      fail(parser, "lon “\(lonText.prefix(40))” is not a number"); return nil
    }
    do {
      return try Coordinate.validated(latitude: latitude, longitude: longitude)
    } catch {
      fail(parser, error.description)
      return nil
    }
  }

  private func name(_ raw: String, _ parser: XMLParser, apply: (String) -> Void) {
    do {
      apply(try EntityName.validated(raw))
    } catch {
      fail(parser, "name: \(error.description)")
    }
  }

  private func finishPoint(_ parser: XMLParser, number: Int) -> Stop? {
    guard let point else { return nil }
    self.point = nil
    do {
      return try Stop(name: point.name ?? "Stop \(number)", coordinate: point.coordinate)
    } catch {
      problem = GPXTripReader.Problem(line: point.line, message: error.description)
      parser.abortParsing()
      return nil
    }
  }

  private func fail(_ parser: XMLParser, _ message: String) {
    guard problem == nil else { return }
    problem = GPXTripReader.Problem(line: max(1, parser.lineNumber), message: message)
    parser.abortParsing()
  }
}
