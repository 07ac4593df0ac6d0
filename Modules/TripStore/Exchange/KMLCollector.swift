import Geo
import TripModels

/// Collects placemarks, folders and lines from the scanner events of a KML file, failing at the
/// first problem (see ``KMLTripReader``). Element names are read without a `kml:` prefix; of the
/// Google extensions only `gx:Track` (and the `gx:coord`s in it) count.
struct KMLCollector {
  /// A Document or Folder: its name.
  struct Group {
    var name: String?
    var line: Int
  }

  /// Which trip a placemark belongs to: its folder, unless its `ExtendedData` names a trip.
  struct TripKey: Hashable {
    /// The innermost Document or Folder holding it.
    var group: Int
    /// Its `tripId`, `trip` or `route_fid` field (GDAL's name for a GPX route's points).
    var field: String?
  }

  /// A Point placemark.
  struct PlacedStop {
    var key: TripKey
    /// Its `trip` field, naming its trip.
    var tripName: String?
    var position: Double?
    var stop: Stop
    var line: Int
  }

  /// A LineString or gx:Track placemark.
  struct Line {
    var name: String?
    var key = TripKey(group: 0)
    var line: Int
    var points: [Coordinate] = []
    /// Whether a `<coordinates>` was longer than the scanner keeps (the line is then unusable).
    var truncated = false
  }

  private(set) var groups: [Group] = []
  private(set) var stops: [PlacedStop] = []
  private var stopCounts: [TripKey: Int] = [:]
  private(set) var lines: [Line] = []
  private(set) var lastLine = 1

  private var path: [String] = []
  private var open: [Int] = []
  private var text: String?
  private var textTruncated = false
  private var placemark: Placemark?
  private var dataName: String?

  private struct Placemark {
    var line: Int
    var name: String?
    var description: String?
    var data: [String: String] = [:]
    /// Its points (more than one in a MultiGeometry), each a stop.
    var points: [Coordinate] = []
    var lines: [Line] = []
  }

  mutating func take(_ event: XMLScanner.Event, line: Int) throws(KMLTripReader.Problem) {
    lastLine = line
    switch event {
    case .start(let name, let attributes): try start(Self.local(name), attributes, line: line)
    case .text(let run, let byteCount):
      guard let current = text else { return }
      if byteCount > run.utf8.count { textTruncated = true }
      if current.utf8.count + run.utf8.count <= XMLScanner.maximumTextBytes {
        text = current + run
      } else {
        textTruncated = true
      }
    case .end: try end(line: line)
    }
  }

  // MARK: - Elements

  private mutating func start(_ name: String, _ attributes: [String: String], line: Int)
    throws(KMLTripReader.Problem)
  {
    let parent = path.last
    if text != nil, let parent {
      throw fail(line, "<\(parent)> holds the element <\(name)>; it is text only (HTML goes in CDATA)")
    }
    path.append(name)
    if path.count == 1, name != "kml" { throw fail(line, "the root element is <\(name)>, not <kml>") }
    switch name {
    case "Document", "Folder":
      open.append(groups.count)
      groups.append(Group(line: line))
    case "Placemark":
      guard placemark == nil else { throw fail(line, "a <Placemark> inside a <Placemark>") }
      if open.isEmpty {
        open.append(groups.count)
        groups.append(Group(line: line))
      }
      placemark = Placemark(line: line)
    case "LineString" where placemark != nil, "gx:Track" where placemark != nil:
      placemark?.lines.append(Line(line: line))
    case "name" where ["Document", "Folder", "Placemark"].contains(parent ?? ""),
      "description" where parent == "Placemark",
      "coordinates" where parent == "Point" || parent == "LineString",
      "gx:coord" where parent == "gx:Track",
      "value" where parent == "Data":
      text = ""
      textTruncated = false
    case "Data":
      dataName = attributes["name"]
    case "SimpleData":
      dataName = attributes["name"]
      text = ""
      textTruncated = false
    default: break
    }
  }

  private mutating func end(line: Int) throws(KMLTripReader.Problem) {
    guard let name = path.popLast() else { return }
    let parent = path.last
    let value = text
    text = nil
    switch name {
    case "Document", "Folder": open.removeLast()
    case "name":
      guard let value else { break }
      let valid = try? EntityName.validated(value)
      if parent == "Placemark" {
        placemark?.name = valid
      } else if let group = open.last {
        groups[group].name = valid
      }
    case "description": placemark?.description = value
    case "value", "SimpleData":
      if let value, let key = dataName { placemark?.data[key.lowercased()] = value }
    case "coordinates" where parent == "Point":
      guard let value else { break }
      let points = try Self.coordinates(value, line: line)
      guard points.count == 1 else {
        throw fail(line, "a <Point> needs one position, it has \(points.count)")
      }
      placemark?.points.append(points[0])
    case "coordinates", "gx:coord":
      guard let value, var placemark, !placemark.lines.isEmpty else { break }
      let last = placemark.lines.count - 1
      if textTruncated {
        placemark.lines[last].truncated = true
      } else if name == "gx:coord" {
        placemark.lines[last].points.append(try Self.trackCoordinate(value, line: line))
      } else {
        placemark.lines[last].points += try Self.coordinates(value, line: line)
      }
      self.placemark = placemark
    case "Placemark": try finishPlacemark()
    default: break
    }
  }

  private mutating func finishPlacemark() throws(KMLTripReader.Problem) {
    guard let mark = placemark else { return }
    placemark = nil
    let field = ["tripid", "trip", "route_fid"].lazy.compactMap { mark.data[$0] }.first { !$0.isEmpty }
    let key = TripKey(group: open.last ?? 0, field: field)
    let name = mark.name ?? mark.data["name"].flatMap { try? EntityName.validated($0) }
    let note = mark.description ?? mark.data["note"] ?? ""
    let position = mark.data["position"].flatMap(StrictParsing.decimal)
    for point in mark.points {
      do {
        let stop = try Stop(
          id: ContentIdentity.pendingStopID,
          name: name ?? "Stop \(stopCounts[key, default: 0] + 1)", coordinate: point,
          note: ContentIdentity.note(note))
        stopCounts[key, default: 0] += 1
        stops.append(
          PlacedStop(key: key, tripName: mark.data["trip"], position: position, stop: stop, line: mark.line))
      } catch {
        throw fail(mark.line, error.description)
      }
    }
    for var line in mark.lines {
      line.name = name ?? mark.data["trip"].flatMap { try? EntityName.validated($0) }
      line.key = key
      lines.append(line)
    }
  }

  // MARK: - Helpers

  /// The element's name without a `kml:` prefix.
  private static func local(_ name: String) -> String {
    name.hasPrefix("kml:") ? String(name.dropFirst(4)) : name
  }

  /// The tuples of a `<coordinates>`: `longitude,latitude[,altitude]`, separated by white space.
  static func coordinates(_ text: String, line: Int) throws(KMLTripReader.Problem) -> [Coordinate] {
    var result: [Coordinate] = []
    for tuple in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
      let parts = tuple.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 || parts.count == 3 else {
        throw KMLTripReader.Problem(
          line: line, message: "“\(tuple.prefix(40))” is not a position (longitude,latitude)")
      }
      result.append(try coordinate(longitude: parts[0], latitude: parts[1], line: line))
    }
    return result
  }

  /// A `gx:coord`: `longitude latitude altitude`, separated by spaces.
  static func trackCoordinate(_ text: String, line: Int) throws(KMLTripReader.Problem) -> Coordinate {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    guard parts.count == 2 || parts.count == 3 else {
      throw KMLTripReader.Problem(
        line: line, message: "“\(text.prefix(40))” is not a gx:coord (longitude latitude)")
    }
    return try coordinate(longitude: parts[0], latitude: parts[1], line: line)
  }

  private static func coordinate(longitude: String, latitude: String, line: Int) throws(KMLTripReader.Problem)
    -> Coordinate
  {
    guard let lon = number(longitude), let lat = number(latitude) else {
      throw KMLTripReader.Problem(
        line: line, message: "“\(longitude.prefix(20)),\(latitude.prefix(20))” is not a pair of numbers")
    }
    do {
      return try Coordinate.validated(latitude: lat, longitude: lon)
    } catch {
      throw KMLTripReader.Problem(line: line, message: error.description)
    }
  }

  /// A decimal, or one with an exponent (`xsd:double` as KML writers use it); never hex, inf or nan.
  private static func number(_ text: String) -> Double? {
    if let value = StrictParsing.decimal(text) { return value }
    guard text.utf8.count <= 64, text.utf8.allSatisfy({ Self.exponentBytes.contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  private static let exponentBytes = Set("0123456789+-.eE".utf8)

  private func fail(_ line: Int, _ message: String) -> KMLTripReader.Problem {
    KMLTripReader.Problem(line: max(1, line), message: message)
  }
}
