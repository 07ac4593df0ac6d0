import TripModels

/// A trip's schedule and a stop's stay, with the SQLite store's rules: each change is one edit,
/// and an unchanged value records nothing.
extension InMemoryTripRepository {
  /// The trip's schedule, nil if there is no such trip.
  public func tripSchedule(id: Trip.ID) throws(TripStoreError) -> TripSchedule? {
    if let failReads { throw failReads }
    return trips.first { $0.id == id }?.schedule
  }

  /// Replaces a trip's schedule.
  public func setSchedule(_ schedule: TripSchedule, of tripID: Trip.ID) throws(TripStoreError) {
    guard schedule.isValid else { throw .invalid(.scheduleOutOfRange) }
    try replaceTrip(tripID) { trip in
      guard trip.schedule != schedule else { return nil }
      trip.schedule = schedule
      return TripEdit(kind: .scheduleTrip, subject: trip.name, tripID: tripID)
    }
  }

  /// Replaces a stop's nights and visit minutes.
  public func setStay(_ stay: StopStay, of stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) {
    try replaceTrip(tripID) { trip throws(TripStoreError) in
      guard let index = trip.stops.firstIndex(where: { $0.id == stopID }) else { throw .stopNotFound(stopID) }
      let stop = trip.stops[index]
      guard stop.stay != stay else { return nil }
      trip.stops[index] = stop.with(stay: stay)
      return TripEdit(kind: .stayStop, subject: stop.name, tripID: tripID, stopID: stopID)
    }
  }
}
