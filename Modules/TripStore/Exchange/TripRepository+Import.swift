import Foundation
import TripModels

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
  /// - Returns: what happened to each trip of the file.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(
    _ data: Data, fileName: String, onConflict policy: ImportConflictPolicy
  ) throws -> ImportSummary {
    let trips = try TripExchange.importTrips(from: data, fileName: fileName)
    return try importTrips(trips, onConflict: policy)
  }
}
