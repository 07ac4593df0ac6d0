import Geo
import TripModels

// MARK: - Road totals

extension InMemoryTripRepository {
  /// Keeps the trip's road total while its stops are `stops`, as the SQLite store does.
  public func keepRoadTotal(
    _ total: TripRoadTotal?, of tripID: Trip.ID, through stops: [Coordinate]
  ) throws(TripStoreError) {
    guard let trip = trips.first(where: { $0.id == tripID }), summary(of: trip).road != total else { return }
    if let total {
      guard trip.stops.map(\.coordinate) == stops else { return }
      try checkFailure()
      roadTotals[tripID] = (total, stops)
    } else {
      try checkFailure()
      roadTotals[tripID] = nil
    }
    report(TripStoreChange(changedTrips: [tripID], renamedTrips: [tripID], roadTotalTrips: [tripID]))
  }

  /// The trip's summary, with its road total while its stops are the ones it was kept for.
  func summary(of trip: Trip) -> TripSummary {
    var summary = TripSummary(trip)
    if let kept = roadTotals[trip.id], kept.stops == trip.stops.map(\.coordinate) {
      summary.road = kept.total
    }
    return summary
  }
}
