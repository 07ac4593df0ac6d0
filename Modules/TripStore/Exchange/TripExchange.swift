import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Export to and import from files: the JSON exchange document and GPX 1.1.
///
/// Export is deterministic: the same trips always give the same bytes. Import validates the whole
/// file before returning anything, so a caller that then calls
/// ``TripRepository/importTrips(_:)`` (one transaction) imports all of a file or none of it.
public enum TripExchange {
  /// The file formats.
  public enum Format: String, CaseIterable, Sendable {
    /// The JSON exchange document.
    case json
    /// GPX 1.1.
    case gpx
  }

  /// The largest file accepted for import, in bytes (64 MiB: the export of 100,000 trips is 53 MB).
  /// Import holds the file and its trips in memory to validate all of it before writing any of it,
  /// so its memory grows with the file; this bound keeps it within the peak docs/hostile-input.md
  /// states, and the command line refuses a larger file before reading it.
  public static let maximumImportBytes = 64 * 1024 * 1024

  // MARK: - Export

  /// The trips as a JSON document (`version` 1, with legs and totals).
  public static func exportJSON(_ trips: [Trip]) -> String { JSONTripWriter.document(trips) }

  /// The trips as GPX 1.1, one `<rte>` per trip.
  public static func exportGPX(_ trips: [Trip]) -> String { GPXTripWriter.document(trips) }

  /// The trips in `format`.
  public static func export(_ trips: [Trip], as format: Format) -> String {
    switch format {
    case .json: exportJSON(trips)
    case .gpx: exportGPX(trips)
    }
  }

  /// Exports every trip of `repository` in `format`, handing the document to `write` in pieces of
  /// about ``exportChunkBytes`` from one read transaction: a consistent snapshot, with one trip and
  /// one piece in memory, whatever the store's size. `write` must not call the repository.
  @MainActor
  public static func export(
    from repository: any TripRepository, as format: Format, write: (String) throws -> Void
  ) throws {
    var writer = TripExportWriter(format: format)
    var pending = writer.start()
    try repository.forEachTrip { trip in
      pending += writer.trip(trip)
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

  /// The trips in a JSON or GPX file, validated (``read(_:fileName:)`` also says which came from
  /// GPX tracks).
  /// - Throws: ``ImportError`` naming the JSON path or GPX line of the first problem.
  public static func importTrips(from data: Data, fileName: String) throws(ImportError) -> [Trip] {
    try read(data, fileName: fileName).trips
  }

  /// The trips in a JSON or GPX file, validated, and which of them came from GPX tracks.
  ///
  /// The format comes from the extension (`.json`, `.gpx`), else from the first character. Trips
  /// and stops without an id get new ones. JSON is read in one pass straight into trips
  /// (``StreamingJSONTripReader``); a file that reader refuses is read again by the tree parser,
  /// which names its first problem.
  /// - Parameter fileName: the name the user gave, used in messages and, without its extension, to
  ///   name loose GPX waypoints and unnamed tracks.
  /// - Throws: ``ImportError`` naming the JSON path or GPX line of the first problem.
  public static func read(_ data: Data, fileName: String) throws(ImportError) -> TripFileContents {
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
      return Result { () throws(ImportError) in try read(bytes, fileName: fileName) }
    }
    return try contents.get()
  }

  /// ``read(_:fileName:)`` on the file's bytes, without its byte order mark.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(ImportError)
    -> TripFileContents
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
    switch format(of: fileName, firstByte: first) {
    case .json:
      // A good file is read once, straight into trips; a bad one again, to name its first problem.
      if let trips = try? StreamingJSONTripReader.trips(in: bytes) { return TripFileContents(trips: trips) }
      let document: JSONValue
      do {
        document = try BoundedJSONParser.parse(Array(bytes))
      } catch {
        throw failure(.line(error.line), error.message)
      }
      do {
        return TripFileContents(trips: try JSONTripReader.trips(in: document))
      } catch {
        throw failure(.path(error.path), error.message)
      }
    case .gpx:
      let name = FilePath.stem(of: fileName)
      do {
        return try GPXTripReader.trips(in: Array(bytes), defaultName: name)
      } catch {
        throw failure(.line(error.line), error.message)
      }
    case nil:
      throw failure(.file, "it is neither JSON nor GPX — export files end in .json or .gpx")
    }
  }

  // MARK: - Helpers

  private static func format(of fileName: String, firstByte: UInt8) -> Format? {
    switch FilePath.pathExtension(of: fileName).lowercased() {
    case "json": return .json
    case "gpx", "xml": return .gpx
    default:
      if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") { return .json }
      if firstByte == UInt8(ascii: "<") { return .gpx }
      return nil
    }
  }
}
