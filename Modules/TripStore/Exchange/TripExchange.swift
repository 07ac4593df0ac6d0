import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Export to and import from files: the JSON exchange document, GPX 1.1, KML 2.2, GeoJSON (RFC
/// 7946) and CSV (RFC 4180).
///
/// Export is deterministic: the same trips always give the same bytes. ``read(_:fileName:format:)``
/// validates the whole file before returning anything, so a caller that then calls
/// ``TripRepository/importTrips(_:)`` (one transaction) imports all of a file or none of it; a file
/// on disk is imported by ``TripRepository/importFile(from:fileName:format:onConflict:chunkBytes:)``,
/// which writes a JSON export's trips as it reads them, in one transaction too.
public enum TripExchange {
  /// The file formats.
  public enum Format: String, CaseIterable, Sendable {
    /// The JSON exchange document.
    case json
    /// GPX 1.1.
    case gpx
    /// KML 2.2 (Google Earth, Google My Maps).
    case kml
    /// GeoJSON (RFC 7946).
    case geojson
    /// CSV (RFC 4180): one stop per row.
    case csv

    /// The format a file name's extension names (`.json`, `.gpx`, `.kml`, `.geojson`, `.csv`),
    /// nil for any other.
    public init?(fileExtensionOf path: String) {
      switch FilePath.pathExtension(of: path).lowercased() {
      case "json": self = .json
      case "gpx": self = .gpx
      case "kml": self = .kml
      case "geojson": self = .geojson
      case "csv": self = .csv
      default: return nil
      }
    }

    /// The file name extension written for the format.
    public var fileExtension: String { rawValue }
  }

  /// The largest file accepted for import, in bytes (64 MiB: the export of 100,000 trips is 53 MB).
  /// A file read whole (every format but a JSON export read from disk, and a file that reading
  /// refuses) is held in memory with its trips to validate all of it before writing any of it, so
  /// its memory grows with the file; this bound keeps it within the peak docs/hostile-input.md
  /// states, and the command line refuses a larger file before reading it.
  public static let maximumImportBytes = 64 * 1024 * 1024

  // MARK: - Export

  /// The trips in `format`, each with its legs' roads where `roads` has them (none by default);
  /// GPX gives a stop the `<time>` in `times` for its trip, when there is one (see
  /// ``TripExportWriter/trip(_:roads:times:)``).
  public static func export(
    _ trips: [Trip], as format: Format, roads: [TripID: TripRoadLegs] = [:], times: [TripID: [String?]] = [:]
  ) -> String {
    var writer = TripExportWriter(format: format)
    var out = writer.start()
    for trip in trips {
      out += writer.trip(trip, roads: roads[trip.id] ?? .none, times: times[trip.id] ?? [])
    }
    return out + writer.end()
  }

  /// Exports every trip of `repository` in `format`, handing the document to `write` in pieces of
  /// about ``exportChunkBytes`` from one read transaction: a consistent snapshot, with one trip and
  /// one piece in memory, whatever the store's size. `write` must not call the repository.
  /// Each trip's legs' roads are what `roads` gives (none by default); GPX gives its stops the
  /// `<time>`s `times` gives (none by default; see ``TripExportWriter/trip(_:roads:times:)``).
  @MainActor
  public static func export(
    from repository: any TripRepository, as format: Format,
    roads: @MainActor (Trip) -> TripRoadLegs = { _ in .none },
    times: @MainActor (Trip) -> [String?] = { _ in [] },
    write: (String) throws -> Void
  ) throws {
    var writer = TripExportWriter(format: format)
    var pending = writer.start()
    try repository.forEachTrip { trip in
      pending += writer.trip(trip, roads: roads(trip), times: times(trip))
      if pending.utf8.count >= exportChunkBytes {
        try write(pending)
        pending = ""
      }
    }
    try write(pending + writer.end())
  }

  /// About how many bytes ``export(from:as:write:)`` hands over at a time.
  public static let exportChunkBytes = 64 * 1024

  // MARK: - Import

  /// The trips in an import file, validated (``read(_:fileName:format:)`` also says which came
  /// from tracks).
  /// - Throws: ``ImportError`` naming the JSON path or GPX line of the first problem.
  public static func importTrips(from data: Data, fileName: String) throws(ImportError) -> [Trip] {
    try read(data, fileName: fileName).trips
  }

  /// The trips in an import file, validated, and which of them came from tracks.
  ///
  /// The format comes from the content, not the name: `{` or `[` is JSON (a RoadTrip export, else
  /// GeoJSON when it has a `type`), `<` is XML (KML when its root is `<kml>`, else GPX), anything
  /// else CSV. Trips of a JSON export without ids get new ones; trips of the other formats get ids
  /// made from their content (``ContentIdentity``). JSON is read in one pass straight into trips
  /// (``StreamingJSONTripReader``); a file that reader refuses is read again by the tree parser,
  /// which names its first problem.
  /// - Parameters:
  ///   - fileName: the name the user gave, used in messages and, without its extension, to name
  ///     trips the file leaves unnamed (loose waypoints, unnamed tracks, rows without a trip).
  ///   - format: the format to read the file as; nil reads it from the content.
  /// - Throws: ``ImportError`` naming the JSON path or line of the first problem.
  public static func read(_ data: Data, fileName: String, format: Format? = nil) throws(ImportError)
    -> TripFileContents
  {
    guard data.count <= maximumImportBytes else {
      throw ImportError(
        fileName: fileName, location: .file,
        problem: "the file is \(data.count) bytes, more than the \(maximumImportBytes) allowed")
    }
    // The file is read where it is: no copy of it, and no string made of it to check its encoding.
    let contents = data.withUnsafeBytes { raw in
      let all = raw.assumingMemoryBound(to: UInt8.self)
      let bytes =
        all.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: all.dropFirst(3)) : all
      return Result { () throws(ImportError) in try read(bytes, fileName: fileName, format: format) }
    }
    return try contents.get()
  }

  /// ``read(_:fileName:)`` on the file's bytes, without its byte order mark.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, format chosen: Format?)
    throws(ImportError) -> TripFileContents
  {
    func failure(_ location: ImportError.Location, _ problem: String) -> ImportError {
      ImportError(fileName: fileName, location: location, problem: problem)
    }
    guard UTF8Validation.isValid(bytes) else {
      throw failure(.file, "the file is not UTF-8 text")
    }
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw failure(.file, "the file is empty")
    }
    let name = FilePath.stem(of: fileName)
    let contents: TripFileContents
    switch chosen ?? format(of: bytes, firstByte: first) {
    case .json, .geojson:
      // A good export is read once, straight into trips; anything else as a tree.
      // (A document without trips may be GeoJSON, whose members the export reader ignores.)
      if chosen != .geojson, let trips = try? StreamingJSONTripReader.trips(in: bytes), !trips.isEmpty {
        return TripFileContents(trips: trips)
      }
      let document: JSONValue
      do {
        document = try BoundedJSONParser.parse(Array(bytes))
      } catch {
        throw failure(.line(error.line), error.message)
      }
      if chosen == .geojson || (chosen == nil && isGeoJSON(document)) {
        do {
          contents = try GeoJSONTripReader.trips(in: document, defaultName: name)
        } catch {
          throw failure(.path(error.path), error.message)
        }
      } else {
        do {
          return TripFileContents(trips: try JSONTripReader.trips(in: document))
        } catch {
          throw failure(.path(error.path), error.message)
        }
      }
    case .gpx:
      do {
        contents = try GPXTripReader.trips(in: Array(bytes), defaultName: name)
      } catch {
        throw failure(.line(error.line), error.message)
      }
    case .kml:
      do {
        contents = try KMLTripReader.trips(in: Array(bytes), defaultName: name)
      } catch {
        throw failure(.line(error.line), error.message)
      }
    case .csv:
      do {
        contents = try CSVTripReader.trips(in: bytes, defaultName: name)
      } catch {
        throw failure(.line(error.line), error.message)
      }
    }
    return ContentIdentity.assigned(to: contents)
  }

  // MARK: - Helpers

  /// The format the content shows: JSON (or GeoJSON, told apart once parsed), XML (KML or GPX by
  /// the root element's name), else CSV.
  private static func format(of bytes: UnsafeBufferPointer<UInt8>, firstByte: UInt8) -> Format {
    if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") { return .json }
    guard firstByte == UInt8(ascii: "<") else { return .csv }
    return rootElement(of: bytes).map { $0 == "kml" || $0.hasSuffix(":kml") } == true ? .kml : .gpx
  }

  /// The name of the first element of an XML file (after the declaration, comments and other
  /// markup), read from at most its first 64 KB; nil when there is none there.
  private static func rootElement(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let head = bytes.prefix(64 * 1024)
    var index = head.startIndex
    while let open = head[index...].firstIndex(of: UInt8(ascii: "<")) {
      let nameStart = open + 1
      guard nameStart < head.endIndex else { return nil }
      if XMLScanner.isNameByte(head[nameStart], first: true) {
        let nameEnd =
          head[nameStart...].firstIndex { !XMLScanner.isNameByte($0, first: false) } ?? head.endIndex
        return String(decoding: head[nameStart..<nameEnd], as: UTF8.self)
      }
      index = nameStart
    }
    return nil
  }

  /// Whether a JSON document is GeoJSON rather than a RoadTrip export: an object with a `type`.
  private static func isGeoJSON(_ document: JSONValue) -> Bool {
    guard case .object(let members) = document else { return false }
    return members.contains { $0.key == "type" }
  }
}
