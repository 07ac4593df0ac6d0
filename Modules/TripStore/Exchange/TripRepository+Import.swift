import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TripRepository {
  /// Validates an import file and imports all of its trips in one transaction, or none,
  /// replacing stored trips whose id it shares (see ``importFile(_:fileName:onConflict:)``).
  /// - Returns: the imported trips.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(_ data: Data, fileName: String) throws -> [Trip] {
    let trips = try TripExchange.importTrips(from: data, fileName: fileName)
    try importTrips(trips)
    return trips
  }

  /// Validates an import file and imports all of its trips in one transaction, or none: a trip
  /// with a new id is added, one identical to a stored trip is skipped, and one whose id is stored
  /// with other content is added as a copy or replaces the stored trip, as `policy` says. Trips of
  /// formats without ids get ids made from their content (``ContentIdentity``), so a file imported
  /// again is merged by the same rules, and a trip stored with the same content under another id
  /// (the trip the file was exported from) is skipped too (``StoredTripMatcher``).
  /// - Parameter format: the file's format; nil reads it from the content.
  /// - Returns: what happened to each trip of the file, and which trips came from GPX tracks.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(
    _ data: Data, fileName: String, format: TripExchange.Format? = nil,
    onConflict policy: ImportConflictPolicy
  ) throws -> FileImportSummary {
    let contents = try TripExchange.read(data, fileName: fileName, format: format)
    // A file without ids: its trips already stored under other ids (the trip it was exported
    // from) are skipped as identical trips are.
    var trips = contents.trips
    var alreadyHere: [(stored: TripID, trip: Trip)] = []
    if contents.idsFromContent, try tripCount() > 0 {
      var matcher = try StoredTripMatcher(repository: self, for: trips)
      var remaining: [Trip] = []
      for trip in trips {
        if let stored = try matcher.take(trip) {
          alreadyHere.append((stored, trip))
        } else {
          remaining.append(trip)
        }
      }
      trips = remaining
    }
    var summary = trips.isEmpty ? ImportSummary() : try importTrips(trips, onConflict: policy)
    summary.skipped = alreadyHere.map(\.stored) + summary.skipped
    var result = FileImportSummary(
      summary: summary, tripsFromTracks: trips.filter(contents.isFromTrack).map(\.name))
    // A few of the trips are named in the summary: those of the file by its own trips (or, for
    // one already here under another id, by the stored id), the copies (new ids) as stored.
    let limit = FileImportSummary.namedTrips
    let wanted = Set(
      summary.added.prefix(limit) + summary.replaced.prefix(limit) + summary.skipped.prefix(limit))
    var labels: [TripID: ImportedTrip] = [:]
    for trip in trips where wanted.contains(trip.id) {
      labels[trip.id] = ImportedTrip(name: trip.name, stopCount: trip.stops.count)
    }
    for (stored, trip) in alreadyHere.prefix(limit) {
      labels[stored] = ImportedTrip(name: trip.name, stopCount: trip.stops.count)
    }
    for id in summary.copied.prefix(limit) {
      if let copy = try trip(id: id) {
        labels[id] = ImportedTrip(name: copy.name, stopCount: copy.stops.count)
      }
    }
    let written = summary.added.prefix(limit) + summary.copied.prefix(limit) + summary.replaced.prefix(limit)
    result.writtenTrips = Array(written.compactMap { labels[$0] }.prefix(limit))
    result.skippedTrips = summary.skipped.prefix(limit).compactMap { labels[$0] }
    return result
  }
}

/// An import file read a piece at a time (see
/// ``TripRepository/importFile(from:fileName:format:onConflict:chunkBytes:)``).
public struct ImportFileSource: Sendable {
  /// Reads the file's next bytes into the buffer and returns how many, 0 at its end; throws when
  /// the file cannot be read (or is larger than an import may be). Called from a thread of the
  /// import's own, never at the same time as `whole`.
  public var read: @Sendable (UnsafeMutableRawBufferPointer) throws -> Int
  /// The whole file, read again from its start, for the formats read whole and for a file the
  /// JSON reader does not read a piece at a time; throws as `read` does.
  public var whole: @Sendable () throws -> Data

  /// A source reading with `read`, and the whole file with `whole`.
  public init(
    read: @escaping @Sendable (UnsafeMutableRawBufferPointer) throws -> Int,
    whole: @escaping @Sendable () throws -> Data
  ) {
    self.read = read
    self.whole = whole
  }
}

extension TripExchange {
  /// How many bytes of an import file are read at a time (1 MiB).
  public static let importChunkBytes = 1 << 20
}

extension TripRepository {
  /// Imports an import file in one transaction, or none of it, as
  /// ``importFile(_:fileName:format:onConflict:)`` does, but without holding it: a JSON export is
  /// read `chunkBytes` at a time (``ImportByteWindow``), straight into trips
  /// (``StreamingJSONTripReader``) that are handed to the store as they are read
  /// (``importTrips(onConflict:from:)``), so memory holds a chunk and a trip whatever the file's
  /// size.
  ///
  /// Any other file is read whole (`source.whole`) and imported as before: the other formats, and
  /// a JSON file this reading refuses — one that is not a good export (its problem is then named by
  /// the reading of the whole file, as ever), an unusual but good one (``StreamingJSONTripReader``),
  /// or one whose trip or stop ids clash (the whole-file import then gives its usual message).
  /// The transaction is rolled back before the file is read again.
  /// - Returns: what happened to each trip of the file.
  /// - Throws: ``ImportError`` for a bad file, what `source` throws, or ``TripStoreError``; the
  ///   store is then unchanged.
  @discardableResult
  public func importFile(
    from source: ImportFileSource, fileName: String, format: TripExchange.Format? = nil,
    onConflict policy: ImportConflictPolicy, chunkBytes: Int = TripExchange.importChunkBytes
  ) throws -> FileImportSummary {
    if format == nil || format == .json, let result = try importTrips(from: source, chunkBytes, policy) {
      return result
    }
    return try importFile(try source.whole(), fileName: fileName, format: format, onConflict: policy)
  }

  /// Imports a JSON export's trips as they are read, the reading a step ahead on a thread of its
  /// own (``TripReadAhead``); nil (nothing imported) when the file is not an object (perhaps a list
  /// of trips), the reader refuses it, it has no trips, or their ids clash. The reader has stopped
  /// when this returns.
  private func importTrips(
    from source: ImportFileSource, _ chunkBytes: Int, _ policy: ImportConflictPolicy
  ) throws -> FileImportSummary? {
    let readAhead = TripReadAhead { handOver in
      var scanner = JSONByteScanner(window: ImportByteWindow(chunkBytes: chunkBytes, read: source.read))
      scanner.skipByteOrderMark()
      // A RoadTrip export is an object; a list, or a file that starts otherwise, is read whole.
      guard scanner.firstSignificantByte() == UInt8(ascii: "{") else {
        _ = handOver(.failure(JSONByteScanner.Refusal()))
        return
      }
      var reader = StreamingJSONTripReader(scanner: scanner)
      do {
        while let trip = try reader.next() {
          guard handOver(.trip(trip)) else { return }
        }
        _ = handOver(.end)
      } catch {
        _ = handOver(.failure(error))
      }
    }
    defer { readAhead.finish() }
    return try importTrips(readBy: readAhead, onConflict: policy)
  }

  /// Imports the trips `readAhead` hands over as they come; nil (nothing imported) when the reader
  /// refuses the file, it has no trips, or their ids clash.
  private func importTrips(readBy readAhead: TripReadAhead, onConflict policy: ImportConflictPolicy)
    throws -> FileImportSummary?
  {
    var read = 0
    let summary: ImportSummary
    do {
      summary = try importTrips(onConflict: policy) { () throws -> Trip? in
        switch readAhead.next() {
        case .trip(let trip):
          read += 1
          return trip
        case .end:
          // No trips: perhaps GeoJSON, whose members this reader does not read.
          if read == 0 { throw JSONByteScanner.Refusal() }
          return nil
        case .failure(let error):
          throw error
        }
      }
    } catch is JSONByteScanner.Refusal {
      return nil
    } catch is RepeatedTripID {
      return nil
    } catch TripStoreError.duplicateStop, TripStoreError.stopIDInUse {
      return nil
    }
    // A few of the trips are named in the summary, as stored (an export's trips have their ids).
    var result = FileImportSummary(summary: summary)
    let limit = FileImportSummary.namedTrips
    func label(_ id: TripID) throws -> ImportedTrip? {
      try tripSummary(id: id).map { ImportedTrip(name: $0.name, stopCount: $0.stopCount) }
    }
    let written = summary.added.prefix(limit) + summary.copied.prefix(limit) + summary.replaced.prefix(limit)
    result.writtenTrips = Array(try written.compactMap(label).prefix(limit))
    result.skippedTrips = try summary.skipped.prefix(limit).compactMap(label)
    return result
  }
}

/// A trip an import wrote or skipped, as the summary names it.
public struct ImportedTrip: Equatable, Sendable {
  /// The trip's name as stored (a copy's with its " (imported)").
  public var name: String
  /// How many stops it has.
  public var stopCount: Int

  /// Creates a label.
  public init(name: String, stopCount: Int) {
    self.name = name
    self.stopCount = stopCount
  }
}

/// What importing a file did (see ``TripRepository/importFile(_:fileName:format:onConflict:)``).
public struct FileImportSummary: Equatable, Sendable {
  /// How many trips of each kind are named (``writtenTrips``, ``skippedTrips``).
  public static let namedTrips = 3

  /// What happened to each trip of the file.
  public var summary: ImportSummary
  /// The names of the file's trips made from recorded GPX tracks (simplified to their shape).
  public var tripsFromTracks: [String]
  /// The first few trips written (added, then copies, then replaced), as stored.
  public var writtenTrips: [ImportedTrip] = []
  /// The first few trips skipped because they are already stored.
  public var skippedTrips: [ImportedTrip] = []

  /// Creates a summary.
  public init(
    summary: ImportSummary, tripsFromTracks: [String] = [], writtenTrips: [ImportedTrip] = [],
    skippedTrips: [ImportedTrip] = []
  ) {
    self.summary = summary
    self.tripsFromTracks = tripsFromTracks
    self.writtenTrips = writtenTrips
    self.skippedTrips = skippedTrips
  }
}
