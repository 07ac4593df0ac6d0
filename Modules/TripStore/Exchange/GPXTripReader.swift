import Geo
import TripModels

/// Reads trips from GPX (1.0 or 1.1): each `<rte>` becomes a trip of its `<rtept>`s, each `<trk>` a
/// trip of the points that keep its shape (``GPXTrackTrip``), in file order, and the top-level
/// `<wpt>`s together become one more trip named after the file. A `<trk>` without any `<trkpt>` is
/// skipped: it holds nothing (GPS units and converters write such empty tracks). So is a `<trk>` whose
/// `<type>` is ``GPXTripWriter/roadTrackType``: the road RoadTrip wrote beside a route it also wrote.
///
/// The whole file is read with ``XMLScanner`` before anything is returned, so a file with any
/// XML error — even after its last route — gives no trips. Only unprefixed GPX elements count;
/// prefixed ones (`<gpxx:…>` extensions) and unknown ones are skipped.
enum GPXTripReader {
  /// A problem at a line of the file (an XML error or a GPX one).
  typealias Problem = XMLScanner.Failure

  /// The longest name text read, in bytes (longer names are refused before they are counted).
  static let maximumNameBytes = EntityName.maximumLength * 16

  /// The trips in `bytes` (UTF-8, no byte-order mark); `defaultName` (the file's name without its
  /// extension) names the trip made of loose `<wpt>`s and tracks that have no name.
  static func trips(in bytes: [UInt8], defaultName: String) throws(Problem) -> TripFileContents {
    var collector = GPXCollector()
    var scanner = try XMLScanner(bytes)
    while let event = try scanner.next() {
      try collector.take(event, line: scanner.eventLine)
    }
    let routes = collector.routes.filter { !$0.isRoad }
    let hasTracks = routes.contains { $0.kind == .track }
    let usable = routes.filter { $0.kind == .route || !$0.points.isEmpty }
    guard !usable.isEmpty || !collector.looseWaypoints.isEmpty else {
      let message =
        hasTracks
        ? "it has no routes (<rte>) or waypoints (<wpt>), and its tracks (<trk>) have no points"
        : "it has no routes (<rte>), tracks (<trk>) or waypoints (<wpt>)"
      throw Problem(line: collector.lastLine, message: message)
    }
    let fileTitle = collector.title ?? defaultName
    let trackCount = usable.count { $0.kind == .track }
    var contents = TripFileContents(trips: [])
    var routeNumber = 0
    var trackNumber = 0
    for route in routes {
      switch route.kind {
      case .route:
        routeNumber += 1
        do {
          contents.trips.append(try Trip(name: route.name ?? "Route \(routeNumber)", stops: route.stops))
        } catch {
          throw Problem(line: route.line, message: "route name: \(error)")
        }
      case .track:
        trackNumber += 1
        guard !route.points.isEmpty else { continue }
        let track = GPXTrackTrip(
          route, number: trackNumber, of: trackCount, fileTitle: fileTitle)
        let trip = try track.trip()
        contents.trips.append(trip)
        contents.tripsFromTracks.insert(trip.id)
      }
    }
    if !collector.looseWaypoints.isEmpty {
      let validName = (try? EntityName.validated(fileTitle)) ?? "Waypoints"
      do {
        contents.trips.append(try Trip(name: validName, stops: collector.looseWaypoints))
      } catch {
        throw Problem(line: collector.looseWaypointsLine, message: "route name: \(error)")
      }
    }
    return contents
  }
}
