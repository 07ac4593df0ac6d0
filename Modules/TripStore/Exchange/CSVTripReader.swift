import Geo
import TripModels

/// Reads trips from CSV: a header row, then one stop per row.
///
/// Columns are found by their header, ignoring case and surrounding spaces: the latitude in
/// `latitude`, `lat` or `y`; the longitude in `longitude`, `lon`, `lng`, `long` or `x`; the name in
/// `name` or `title`; the note in `note`, `description` or `desc`; the trip in `trip`; the order
/// within a trip in `position`. Rows with the same `tripId` (else `trip`, else GDAL's `route_fid`)
/// are one trip, in the order trips first appear, named by `trip`; without any (or with an empty
/// one) stops go to one trip named after the file. A row without a valid coordinate refuses the
/// whole file, naming the row — except a row of `kind` `route` without one, the line through a
/// trip's stops that GDAL writes as a row of its own, which is skipped.
enum CSVTripReader {
  /// A problem at a line of the file.
  typealias Problem = XMLScanner.Failure

  /// The header names of each column RoadTrip reads.
  static let latitudeHeaders: Set<String> = ["latitude", "lat", "y"]
  static let longitudeHeaders: Set<String> = ["longitude", "lon", "lng", "long", "x"]
  static let nameHeaders: Set<String> = ["name", "title"]
  static let noteHeaders: Set<String> = ["note", "description", "desc"]

  /// The most stops a CSV file may hold. Its rows can be so short (`t,0,0`) that 64 MB holds 6.7
  /// million; each stop read costs far more memory than its row, so the count is bounded as well as
  /// the bytes (docs/hostile-input.md).
  static let maximumStops = 2_000_000

  /// The trips in `bytes` (UTF-8, no byte-order mark); `defaultName` names the trip of rows
  /// without a trip. The rows are read one at a time (never all held as text at once).
  static func trips(
    in bytes: UnsafeBufferPointer<UInt8>, defaultName: String, maximumStops: Int = maximumStops
  ) throws(Problem) -> TripFileContents {
    var reader: Rows?
    var headerLine = 1
    try CSVRecords.forEachRecord(in: bytes) { record throws(Problem) in
      if reader == nil {
        headerLine = record.line
        reader = try Rows(header: record, defaultName: defaultName, maximumStops: maximumStops)
      } else {
        try reader?.add(record)
      }
    }
    guard let reader else { throw Problem(line: 1, message: "it has no header row") }
    guard reader.rowCount > 0 else {
      throw Problem(line: headerLine, message: "it has a header row but no stops")
    }
    var contents = TripFileContents(trips: [])
    for group in reader.groups {
      do {
        contents.trips.append(try Trip(name: group.name, stops: PositionedStops.ordered(group.stops)))
      } catch {
        throw Problem(line: group.line, message: "trip name: \(error.description)")
      }
    }
    return contents
  }

  /// The rows after the header, gathered into trips as they are read.
  private struct Rows {
    let names: [String]
    let latitude: Int
    let longitude: Int
    let name: Int?
    let note: Int?
    let trip: Int?
    let tripKey: Int?
    let kind: Int?
    let position: Int?
    let defaultName: String
    let maximumStops: Int
    /// Each trip's name, first line and stops (with the position its row gave, if any).
    private(set) var groups: [(name: String, line: Int, stops: [(position: Double?, stop: Stop)])] = []
    private var unnamedGroups = 0
    private var groupIndex: [String: Int] = [:]
    /// How many rows after the header were read.
    private(set) var rowCount = 0
    private var stopCount = 0

    /// The columns the `header` row names; refused when it names no latitude and longitude.
    init(header: CSVRecords.Record, defaultName: String, maximumStops: Int) throws(Problem) {
      let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
      self.names = names
      func column(_ accepted: Set<String>) -> Int? { names.firstIndex { accepted.contains($0) } }
      guard let latitude = column(latitudeHeaders), let longitude = column(longitudeHeaders) else {
        throw Problem(
          line: header.line,
          message:
            "it is not JSON, GPX, KML or GeoJSON, and as CSV its first row names no latitude and longitude "
            + "columns (latitude/lat/y, longitude/lon/lng/long/x)")
      }
      self.latitude = latitude
      self.longitude = longitude
      name = column(nameHeaders)
      note = column(noteHeaders)
      trip = column(["trip"])
      tripKey = column(["tripid"]) ?? trip ?? column(["route_fid"])
      kind = column(["kind"])
      position = column(["position"])
      self.defaultName = defaultName
      self.maximumStops = maximumStops
    }

    /// Reads one row: a stop of the trip its `tripId` (or `trip`) names.
    mutating func add(_ record: CSVRecords.Record) throws(Problem) {
      rowCount += 1
      let row = rowCount + 1
      let fields = record.fields
      guard fields.count <= names.count else {
        throw Problem(
          line: record.line, message: "row \(row) has \(fields.count) fields, the header \(names.count)")
      }
      func value(_ index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index].trimmingWhitespace()
      }
      // The route line of a trip, which a CSV row cannot hold (GDAL writes it without X and Y).
      if value(kind) == "route", value(latitude).isEmpty, value(longitude).isEmpty { return }
      stopCount += 1
      guard stopCount <= maximumStops else {
        throw Problem(
          line: record.line,
          message:
            "it has more than \(NumberText.format(Double(maximumStops), decimals: 0)) stops, more than one import may hold — split it"
        )
      }
      let coordinate = try CSVTripReader.coordinate(
        value(latitude), value(longitude), row: row, line: record.line)
      let key = value(tripKey)
      let index: Int
      if let known = groupIndex[key] {
        index = known
      } else {
        index = groups.count
        groupIndex[key] = index
        let unnamed = unnamedGroups
        let name = value(trip).isEmpty ? defaultName + (unnamed > 0 ? " \(unnamed + 1)" : "") : value(trip)
        if value(trip).isEmpty { unnamedGroups += 1 }
        groups.append((name, record.line, []))
      }
      let stopName = value(name).isEmpty ? "Stop \(groups[index].stops.count + 1)" : value(name)
      let order = StrictParsing.decimal(value(position))
      do {
        let stop = try Stop(
          id: ContentIdentity.pendingStopID, name: stopName, coordinate: coordinate,
          note: ContentIdentity.note(value(note)))
        groups[index].stops.append((order, stop))
      } catch {
        throw Problem(line: record.line, message: "row \(row): \(error.description)")
      }
    }
  }

  fileprivate static func coordinate(_ latitude: String, _ longitude: String, row: Int, line: Int)
    throws(Problem) -> Coordinate
  {
    guard let lat = StrictParsing.decimal(latitude) else {
      let shown = latitude.isEmpty ? "is empty" : "“\(latitude.prefix(40))” is not a decimal number"
      throw Problem(line: line, message: "row \(row) has no valid coordinate: its latitude \(shown)")
    }
    guard let lon = StrictParsing.decimal(longitude) else {
      let shown = longitude.isEmpty ? "is empty" : "“\(longitude.prefix(40))” is not a decimal number"
      throw Problem(line: line, message: "row \(row) has no valid coordinate: its longitude \(shown)")
    }
    do {
      return try Coordinate.validated(latitude: lat, longitude: lon)
    } catch {
      throw Problem(line: line, message: "row \(row) has no valid coordinate: \(error.description)")
    }
  }
}
