import TripModels

// MARK: - DeepLink → routes, checked against the data

/// Turns a parsed link into the main stack's path, checking every reference against the data.
@MainActor
struct DeepLinkResolver<Lookup: RouteDataLookup> {
  let lookup: Lookup

  /// The base path and the sheet over it.
  func destination(for link: DeepLink) throws(DeepLinkError) -> DeepLinkDestination {
    let path = try routes(for: link)
    let sheet: Sheet? =
      switch link.sheet {
      case nil: nil
      case .importFile: .importFile
      case .units: .units
      case .export: path.first?.tripID.map(Sheet.export)
      case .schedule: path.first?.tripID.map(Sheet.schedule)
      }
    return DeepLinkDestination(path: path, sheet: sheet)
  }

  func routes(for link: DeepLink) throws(DeepLinkError) -> [Route] {
    guard let tripReference = link.trip else { return [] }
    let trips = lookup.tripIDs()
    let (trip, tripPosition) = try resolveTrip(tripReference, among: trips)
    if link.isNewStop {
      var after: StopID?
      if let reference = link.after {
        after = try resolveStop(reference, of: trip, at: tripPosition, among: trips)
      }
      return [.trip(trip), .newStop(trip: trip, after: after)]
    }
    guard let stopReference = link.stop else { return [.trip(trip)] }
    let stop = try resolveStop(stopReference, of: trip, at: tripPosition, among: trips)
    return [.trip(trip), .waypoint(trip: trip, waypoint: stop)]
  }

  private func resolveStop(
    _ reference: DeepLink.Reference, of trip: TripID, at tripPosition: Int, among trips: [TripID]
  ) throws(DeepLinkError) -> StopID {
    let stops = lookup.stopIDs(ofTrip: trip) ?? []
    let stop: StopID
    switch reference {
    case .position(let position):
      guard stops.indices.contains(position - 1) else {
        throw .stopPositionOutOfRange(position, count: stops.count, trip: tripPosition)
      }
      stop = stops[position - 1]
    case .id(let uuid):
      let id = StopID(uuid)
      guard stops.contains(id) else { throw stopError(id, trip: tripPosition, trips: trips) }
      stop = id
    }
    return stop
  }

  private func resolveTrip(
    _ reference: DeepLink.Reference, among trips: [TripID]
  ) throws(DeepLinkError) -> (TripID, position: Int) {
    switch reference {
    case .position(let position):
      guard trips.indices.contains(position - 1) else {
        throw .tripPositionOutOfRange(position, count: trips.count)
      }
      return (trips[position - 1], position)
    case .id(let uuid):
      let id = TripID(uuid)
      guard let index = trips.firstIndex(of: id) else { throw .unknownTrip(id) }
      return (id, index + 1)
    }
  }

  /// The stop is not in the trip: say which trip it belongs to, if any.
  private func stopError(_ id: StopID, trip: Int, trips: [TripID]) -> DeepLinkError {
    for (index, other) in trips.enumerated() where lookup.stopIDs(ofTrip: other)?.contains(id) == true {
      return .stopOfAnotherTrip(id, trip: trip, owner: index + 1)
    }
    return .unknownStop(id, trip: trip)
  }
}
