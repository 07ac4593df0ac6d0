import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TripRepository {
  /// Validates a JSON or GPX file and imports all of its trips in one transaction, or none,
  /// replacing stored trips whose id it shares (see ``importFile(_:fileName:onConflict:)``).
  /// - Returns: the imported trips.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(_ data: Data, fileName: String) throws -> [Trip] {
    let trips = try TripExchange.importTrips(from: data, fileName: fileName)
    try importTrips(trips)
    return trips
  }

  /// Validates a JSON or GPX file and imports all of its trips in one transaction, or none: a trip
  /// with a new id is added, one identical to a stored trip is skipped, and one whose id is stored
  /// with other content is added as a copy or replaces the stored trip, as `policy` says.
  /// - Returns: what happened to each trip of the file, and which trips came from GPX tracks.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(
    _ data: Data, fileName: String, onConflict policy: ImportConflictPolicy
  ) throws -> FileImportSummary {
    let contents = try TripExchange.read(data, fileName: fileName)
    let summary = try importTrips(contents.trips, onConflict: policy)
    return FileImportSummary(
      summary: summary, tripsFromTracks: contents.trips.filter(contents.isFromTrack).map(\.name))
  }
}

/// What importing a file did (see ``TripRepository/importFile(_:fileName:onConflict:)``).
public struct FileImportSummary: Equatable, Sendable {
  /// What happened to each trip of the file.
  public var summary: ImportSummary
  /// The names of the file's trips made from recorded GPX tracks (simplified to their shape).
  public var tripsFromTracks: [String]

  /// Creates a summary.
  public init(summary: ImportSummary, tripsFromTracks: [String] = []) {
    self.summary = summary
    self.tripsFromTracks = tripsFromTracks
  }
}
