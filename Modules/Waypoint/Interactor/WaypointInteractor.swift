import Foundation
import Geo
import PlaceSearch
import TripModels

/// The stop editor's business rules: load the edited stop, search places, apply a place to the stop.
@MainActor
final class WaypointInteractor {
  /// The most results one search returns (the list scrolls; the line under it says "12 of 48").
  static let resultLimit = 50
  /// The longest query sent to the place search, in characters; longer input is cut.
  static let queryLimit = 100

  /// The stop being edited.
  let target: WaypointTarget
  private let repository: any TripRepository
  private let places: any PlaceSearching

  /// Creates an interactor for one stop.
  init(target: WaypointTarget, repository: any TripRepository, places: any PlaceSearching) {
    self.target = target
    self.repository = repository
    self.places = places
  }

  // MARK: - Loading

  /// The edited stop as the store has it now, or why it cannot be shown.
  func loadStop() -> WaypointLoad {
    let trip: Trip?
    do {
      trip = try repository.trip(id: target.tripID)
    } catch {
      return .unreadable("could not read the trip: \(error) — try again")
    }
    guard let trip else { return .tripMissing }
    guard let waypoint = trip.stops.first(where: { $0.id == target.stopID }) else {
      return .stopMissing(tripName: trip.name)
    }
    return .found(WaypointDraft(tripName: trip.name, waypoint: waypoint))
  }

  /// Calls `handler` after every committed change of the store; stops when the token is released.
  func observeChanges(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation {
    repository.addObserver(handler)
  }

  /// Whether `change` may concern the edited stop.
  func concernsStop(_ change: TripStoreChange) -> Bool {
    change.isExternal || change.changedTrips.contains(target.tripID)
      || change.deletedTrips.contains(target.tripID)
  }

  // MARK: - Searching

  /// The places matching `query`, best first; an empty query finds nothing without searching.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled, or the search's own error.
  func search(_ query: String) async throws -> WaypointSearchResults {
    let needle = String(query.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.queryLimit))
    guard !needle.isEmpty else { return WaypointSearchResults(query: query, places: []) }
    let found = try await places.search(needle, limit: Self.resultLimit)
    try Task.checkCancellation()
    return WaypointSearchResults(query: query, places: Array(found.prefix(Self.resultLimit)))
  }

  // MARK: - Applying

  /// Gives the stop `place`'s name and coordinate, saved at once, and returns the saved stop.
  ///
  /// A place name longer than a stop name may be is cut to ``EntityName/maximumLength`` characters.
  func apply(_ place: Place) throws(WaypointError) -> Stop {
    let current: Stop
    switch loadStop() {
    case .found(let stop): current = stop.waypoint
    case .tripMissing: throw .tripMissing
    case .stopMissing: throw .stopMissing
    case .unreadable(let message): throw .notSaved(message)
    }
    let name = String(place.name.prefix(EntityName.maximumLength))
    let updated: Stop
    do {
      updated = try current.with(name: name, coordinate: place.coordinate)
    } catch {
      throw .notSaved("\(error.description) — choose another result")
    }
    do {
      try repository.updateStop(updated, in: target.tripID)
    } catch {
      switch error {
      case .tripNotFound: throw .tripMissing
      case .stopNotFound: throw .stopMissing
      case .invalid(let reason): throw .notSaved("\(reason.description) — choose another result")
      default: throw .notSaved(error.description)
      }
    }
    return updated
  }
}
