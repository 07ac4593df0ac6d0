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
      case .router: .router
      case .export: path.first?.tripID.map(Sheet.export)
      }
    return DeepLinkDestination(path: path, sheet: sheet)
  }

  func routes(for link: DeepLink) throws(DeepLinkError) -> [Route] {
    guard let tripReference = link.trip else { return [] }
    let (trip, tripPosition) = try resolveTrip(tripReference)
    if link.isNewStop {
      var after: StopID?
      if let reference = link.after {
        after = try resolveStop(reference, of: trip, at: tripPosition)
      }
      return [.trip(trip), .newStop(trip: trip, after: after)]
    }
    guard let stopReference = link.stop else { return [.trip(trip)] }
    let stop = try resolveStop(stopReference, of: trip, at: tripPosition)
    return [.trip(trip), .waypoint(trip: trip, waypoint: stop)]
  }

  private func resolveStop(
    _ reference: DeepLink.Reference, of trip: TripID, at tripPosition: Int
  ) throws(DeepLinkError) -> StopID {
    try asking {
      switch reference {
      case .position(let position):
        guard let stop = try lookup.stop(atPosition: position, ofTrip: trip) else {
          let count = try lookup.stopCount(ofTrip: trip) ?? 0
          throw DeepLinkError.stopPositionOutOfRange(position, count: count, trip: tripPosition)
        }
        return stop
      case .id(let uuid):
        let id = StopID(uuid)
        guard try lookup.trip(trip, hasStop: id) else {
          // The stop is not in the trip: say which trip it belongs to, if any.
          guard let owner = try lookup.trip(owningStop: id), let position = try lookup.position(ofTrip: owner)
          else { throw DeepLinkError.unknownStop(id, trip: tripPosition) }
          throw DeepLinkError.stopOfAnotherTrip(id, trip: tripPosition, owner: position)
        }
        return id
      }
    }
  }

  private func resolveTrip(_ reference: DeepLink.Reference) throws(DeepLinkError) -> (TripID, position: Int) {
    try asking {
      switch reference {
      case .position(let position):
        guard let trip = try lookup.trip(atPosition: position) else {
          throw DeepLinkError.tripPositionOutOfRange(position, count: try lookup.tripCount())
        }
        return (trip, position)
      case .id(let uuid):
        let id = TripID(uuid)
        guard let position = try lookup.position(ofTrip: id) else { throw DeepLinkError.unknownTrip(id) }
        return (id, position)
      }
    }
  }

  /// Runs questions to the data, turning a store that cannot be read into the link's error.
  private func asking<T>(_ questions: () throws -> T) throws(DeepLinkError) -> T {
    do {
      return try questions()
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw .storeUnreadable(String(describing: error))
    }
  }
}
