import Foundation
import TripModels

extension TripRepository {
  /// Validates a JSON or GPX file and imports all of its trips in one transaction, or none.
  /// - Returns: the imported trips.
  /// - Throws: ``ImportError`` for a bad file (the store is unchanged), or ``TripStoreError``.
  @discardableResult
  public func importFile(_ data: Data, fileName: String) throws -> [Trip] {
    let trips = try TripExchange.importTrips(from: data, fileName: fileName)
    try importTrips(trips)
    return trips
  }
}
