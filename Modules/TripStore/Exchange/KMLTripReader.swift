import Geo
import TripModels

/// Reads trips from KML 2.2 (as Google Earth, Google My Maps and GDAL write it).
///
/// Each Folder with Point placemarks directly in it is a trip of those points in document order
/// (the Document is one when placemarks are outside any folder), named after its `<name>`, else the
/// file; placemarks whose `ExtendedData` names a trip (`tripId`, `trip`, or GDAL's `route_fid`)
/// are grouped by it instead, named by `trip`. A placemark's name is its `<name>` (else an `ExtendedData` field `name`), its note its
/// `<description>` (else a field `note`), and a field `position` orders the stops. A LineString or
/// `gx:Track` placemark becomes a trip as a GPX track does (at most 25 stops that keep its shape),
/// except in a folder that has points: there it is the route line drawn through them, skipped.
/// Polygons, overlays and `NetworkLink`s are skipped: nothing the file names is ever fetched.
///
/// The whole file is read with ``XMLScanner`` (the GPX reader's strict XML) before anything is
/// returned.
enum KMLTripReader {
  /// A problem at a line of the file.
  typealias Problem = XMLScanner.Failure

  /// The trips in `bytes` (UTF-8, no byte-order mark); `defaultName` names unnamed trips.
  static func trips(in bytes: [UInt8], defaultName: String) throws(Problem) -> TripFileContents {
    var collector = KMLCollector()
    var scanner = try XMLScanner(bytes)
    while let event = try scanner.next() {
      try collector.take(event, line: scanner.eventLine)
    }
    let groups = collector.groups
    // The trips, in the order their first placemark comes.
    var order: [KMLCollector.TripKey] = []
    var members: [KMLCollector.TripKey: [KMLCollector.PlacedStop]] = [:]
    for placed in collector.stops {
      if members[placed.key] == nil { order.append(placed.key) }
      members[placed.key, default: []].append(placed)
    }
    let tracks = collector.lines.filter { members[$0.key] == nil }
    let usable = tracks.filter { !$0.points.isEmpty || $0.truncated }
    guard !order.isEmpty || !usable.isEmpty else {
      throw Problem(
        line: collector.lastLine, message: "it has no Point, LineString or gx:Track placemarks")
    }
    var contents = TripFileContents(trips: [])
    var unnamed = 0
    for key in order {
      let placed = members[key] ?? []
      let ordered = placed.enumerated().sorted { left, right in
        let (a, b) = (left.element.position ?? .infinity, right.element.position ?? .infinity)
        return a == b ? left.offset < right.offset : a < b
      }
      var name = placed.first?.tripName.flatMap { try? EntityName.validated($0) } ?? groups[key.group].name
      if name == nil {
        unnamed += 1
        let fitted = GPXTrackTrip.fitted(defaultName, suffix: unnamed > 1 ? " \(unnamed)" : "")
        name = fitted.isEmpty ? "Placemarks" : fitted
      }
      do {
        contents.trips.append(try Trip(name: name ?? "Placemarks", stops: ordered.map(\.element.stop)))
      } catch {
        throw Problem(line: placed.first?.line ?? 1, message: "trip name: \(error.description)")
      }
    }
    for (number, line) in usable.enumerated() {
      guard !line.truncated else {
        throw Problem(
          line: line.line,
          message:
            "a line's <coordinates> is longer than \(XMLScanner.maximumTextBytes / 1024) KB — split the line")
      }
      let route = GPXRoute(
        kind: .track, name: line.name ?? groups[line.key.group].name, line: line.line, points: line.points)
      let trip = try GPXTrackTrip(route, number: number + 1, of: usable.count, fileTitle: defaultName).trip()
      contents.trips.append(trip)
      contents.tripsFromTracks.insert(trip.id)
    }
    return contents
  }
}
