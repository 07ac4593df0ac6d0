import Geo
import PlaceSearch
import TripModels

/// The stop editor's business rules: load the edited stop, search places, apply a place to the stop
/// (storing a new stop then, and only then), rename it and note it.
@MainActor
final class WaypointInteractor {
  /// The most results one search returns (the list scrolls; the line under it says "12 of 48").
  static let resultLimit = 50
  /// The longest query sent to the place search, in characters; longer input is cut.
  nonisolated static let queryLimit = 100

  /// The stop being edited; a new stop's target gets its id when a place is applied.
  private(set) var target: WaypointTarget
  /// Whether the last new stop went to the end because the stop it was to follow had been deleted
  /// (by another window or process) — the status line says so.
  private(set) var anchorWasDeleted = false
  private let repository: any TripRepository
  private let places: any PlaceSearching
  /// The unit distances are said in.
  let units: DistanceUnit
  /// The places earlier searches chose (in this editor, and in others sharing the memory): a trip
  /// without other stops ranks near them.
  private let recentSearches: WaypointModule.RecentSearches
  /// The trip's outline as last read: read once, then again only after a change that may concern
  /// the trip (``outlineMayHaveChanged(_:)``), not once per keystroke in Search.
  private var keptOutline: StopOutline?
  /// The search context made from ``keptOutline`` for ``target`` (the same array while neither
  /// changes, so the place search knows it at once).
  private var keptContext: (target: WaypointTarget, context: SearchContext)?

  /// Creates an interactor for one stop (or a new one); `units` words the distance in a place
  /// named after a nearby one ("12 km NE of Salinas").
  init(
    target: WaypointTarget, repository: any TripRepository, places: any PlaceSearching,
    units: DistanceUnit = .kilometers, recentSearches: WaypointModule.RecentSearches = .init()
  ) {
    self.target = target
    self.repository = repository
    self.places = places
    self.units = units
    self.recentSearches = recentSearches
  }

  // MARK: - Loading

  /// The edited stop as the store has it now (a new stop: its trip), or why it cannot be shown.
  /// Reads the trip's header and the one stop, whatever the trip's length.
  func loadStop() -> WaypointLoad {
    let header: TripSummary?
    let waypoint: Stop?
    let place: NewStopPlace?
    do {
      header = try repository.tripSummary(id: target.tripID)
      waypoint = try target.stopID.flatMap { stopID throws(TripStoreError) in
        try repository.stop(stopID, in: target.tripID)
      }
      place = try header.flatMap { header throws(TripStoreError) in
        target.isDraft ? try newStopPlace(in: header) : nil
      }
    } catch {
      return .unreadable(WaypointCopy.tripNotRead(error))
    }
    guard let header else { return .tripMissing }
    guard target.stopID != nil else {
      return .found(WaypointDraft(tripName: header.name, waypoint: nil, place: place))
    }
    guard let waypoint else { return .stopMissing(tripName: header.name) }
    return .found(WaypointDraft(tripName: header.name, waypoint: waypoint))
  }

  /// Where a new stop goes: after the stop it was added after and before the one that follows it,
  /// or at the end (also when that stop is gone, as ``apply(_:)`` then puts it). Reads that stop,
  /// its position and the next stop, whatever the trip's length.
  private func newStopPlace(in header: TripSummary) throws(TripStoreError) -> NewStopPlace {
    let last = header.lastStopName.map { NewStopPlace.Neighbour(number: header.stopCount, name: $0) }
    guard let after = target.after, let stop = try repository.stop(after, in: target.tripID),
      let position = try repository.stopPosition(of: after, in: target.tripID, near: 0)
    else { return NewStopPlace(after: last, before: nil) }
    let next = try repository.stops(
      of: target.tripID, StopPageRequest(anchor: position.key, direction: .forward, limit: 1)
    ).first
    return NewStopPlace(
      after: NewStopPlace.Neighbour(number: position.index + 1, name: stop.name),
      before: next.map { NewStopPlace.Neighbour(number: position.index + 2, name: $0.stop.name) })
  }

  /// Calls `handler` after every committed change of the store; stops when the token is released.
  func observeChanges(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation {
    repository.addObserver(handler)
  }

  /// Forgets the outline read when `change` may concern the trip (the presenter tells every change).
  func outlineMayHaveChanged(_ change: TripStoreChange) {
    if concernsStop(change) {
      keptOutline = nil
      keptContext = nil
    }
  }

  /// The trip's stops' ids and coordinates: as kept, else read (and kept when read); nil when the
  /// trip is gone or cannot be read.
  private func outline() -> StopOutline? {
    if let keptOutline { return keptOutline }
    keptOutline = try? repository.stopOutline(of: target.tripID)
    return keptOutline
  }

  /// Whether `change` may concern the edited stop.
  func concernsStop(_ change: TripStoreChange) -> Bool {
    change.isExternal || change.changedTrips.contains(target.tripID)
      || change.deletedTrips.contains(target.tripID)
  }

  // MARK: - Searching

  /// The places matching `query`, best first; an empty query finds nothing without searching. A
  /// typed coordinate is named after the nearest known place ("near Big Sur", "12 km NE of Salinas").
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled, or the search's own error.
  func search(_ query: String) async throws -> WaypointSearchResults {
    let needle = String(query.trimmingWhitespace().prefix(Self.queryLimit))
    guard !needle.isEmpty else { return WaypointSearchResults(query: query, places: []) }
    let context = searchContext(for: needle)
    var found = Array(
      try await places.search(needle, limit: Self.resultLimit, context: context).prefix(Self.resultLimit))
    try Task.checkCancellation()
    for index in found.indices where found[index].match == .coordinate {
      // Without a nearby place (or place data) the coordinate keeps its own name.
      if let nearby = try? await places.nearestPlace(to: found[index].coordinate) {
        found[index].name = nearby.phrase(units: units)
      }
      try Task.checkCancellation()
    }
    // A name, or text that does not read as a coordinate, that found nothing: the hint's examples
    // are of where the trip is.
    guard found.isEmpty, [.notCoordinate, .invalid].contains(CoordinateQuery.parse(needle)) else {
      return WaypointSearchResults(query: query, places: found)
    }
    let area = await hintArea(context: context)
    try Task.checkCancellation()
    return WaypointSearchResults(query: query, places: [], area: area)
  }

  /// Where the trip is, for the examples a search that found nothing suggests: the stop beside the
  /// edited one (else another of the trip's stops, or where an earlier search was) and the state or
  /// country of the place nearest it; nil when the trip has no other stop or nothing is known there.
  private func hintArea(context: SearchContext) async -> SearchHintArea? {
    let neighbours = WaypointSearchContext.neighbours(of: target, in: outline())
    guard let anchor = neighbours.first ?? context.anchors.first,
      let nearest = try? await places.nearestPlace(to: anchor)
    else { return nil }
    return SearchHintArea(around: anchor, in: nearest.place)
  }

  /// The context `query` is searched in: the trip's (``WaypointSearchContext``); in a trip with no
  /// other stops, the place an earlier search chose (see ``PreviousSearches``).
  func searchContext(for query: String) -> SearchContext {
    let context: SearchContext
    if let keptContext, keptContext.target == target {
      context = keptContext.context
    } else {
      context = WaypointSearchContext.context(for: target, in: outline())
      keptContext = keptOutline == nil ? nil : (target, context)
    }
    guard context.isEmpty, let anchor = recentSearches.searches.anchor(for: query) else { return context }
    return SearchContext(anchors: [anchor])
  }

  /// Remembers that the search for `query` has `place` chosen (by hand, or as its first result).
  func remember(query: String, chosen place: Place) {
    recentSearches.searches.remember(query: query, place: place.coordinate)
  }

  // MARK: - Far away

  /// How far `place` is from the nearer of the stops the edited stop sits between, when it is more
  /// than ``farFromNeighbours`` metres from each of them (a place with the same name elsewhere in the
  /// world is the usual cause); nil when it is near one, or there are none.
  func distanceIfFar(_ place: Place) -> Double? {
    guard let nearest = distanceFromNeighbours(place.coordinate), nearest > Self.farFromNeighbours
    else { return nil }
    return nearest
  }

  /// The place among `places` with the same name as `place` (ignoring case) nearest to the stops
  /// the edited stop sits between, with its distance from the nearer of them, when it is nearer than
  /// `place`: what the far-away warning offers instead.
  func nearestNamesake(of place: Place, among places: [Place]) -> (place: Place, meters: Double)? {
    let name = place.name.lowercased()
    let far = distanceFromNeighbours(place.coordinate) ?? .infinity
    return places.lazy.filter { $0.id != place.id && $0.name.lowercased() == name }
      .compactMap { candidate in self.distanceFromNeighbours(candidate.coordinate).map { (candidate, $0) } }
      .filter { $0.1 < far }
      .min { $0.1 < $1.1 }
  }

  /// How far `coordinate` is from the nearer of the stops the edited stop sits between; nil when
  /// there are none.
  private func distanceFromNeighbours(_ coordinate: Coordinate) -> Double? {
    WaypointSearchContext.neighbours(of: target, in: outline())
      .map { Geodesic.distance(from: $0, to: coordinate) }.min()
  }

  /// Farther than this from both neighbours, a chosen place is said to be far before it is used.
  static let farFromNeighbours = 1_500_000.0

  // MARK: - Naming

  /// The name a stop gets when `place` is applied: `typed` if the user typed a valid one, else the
  /// alternate name the search matched (searching 奈良 keeps 奈良, not "Nara-shi"), else the
  /// place's name; cut to ``EntityName/maximumLength`` characters.
  func stopName(for place: Place, typed: String?) -> String {
    if let typed, let name = try? EntityName.validated(typed) { return name }
    let name =
      if place.match == .alternateName, let alternate = place.alternateName, !alternate.isEmpty {
        alternate
      } else {
        place.name
      }
    return String(name.prefix(EntityName.maximumLength))
  }

  // MARK: - Applying

  /// Applies `place` with the name it gives the stop (see ``stopName(for:typed:)``).
  func apply(_ place: Place) throws(WaypointError) -> Stop {
    try apply(place, name: stopName(for: place, typed: nil))
  }

  /// Gives the stop `place`'s coordinate and the name `name`, saved at once, and returns the saved
  /// stop. A new stop is inserted now (after its `after` stop, or at the end when that stop is
  /// gone), with `note` and `stay` (nil: a new stop passes through, a stored one keeps its stay),
  /// and the editor edits the stored stop from then on.
  func apply(
    _ place: Place, name: String, note: String = "", stay: StopStay? = nil
  ) throws(WaypointError) -> Stop {
    guard let stopID = target.stopID else {
      return try insert(place, name: name, note: note, stay: stay ?? .passingThrough)
    }
    let current = try storedStop(stopID)
    let updated: Stop
    do {
      updated = try current.with(name: name, coordinate: place.coordinate)
    } catch {
      throw .notSaved(WaypointCopy.chooseAnother(error.description))
    }
    let noted: Stop
    do { noted = try updated.with(note: note).with(stay: stay ?? current.stay) } catch {
      throw .invalid(error)
    }
    try save(noted)
    return noted
  }

  private func insert(_ place: Place, name: String, note: String, stay: StopStay) throws(WaypointError)
    -> Stop
  {
    let stop: Stop
    do {
      stop = try Stop(name: name, coordinate: place.coordinate, note: note, stay: stay)
    } catch {
      throw .notSaved(WaypointCopy.chooseAnother(error.description))
    }
    let tripExists: Bool
    let after: StopID?
    do {
      tripExists = try repository.tripSummary(id: target.tripID) != nil
      // The stop it was to follow may have gone meanwhile: then it goes at the end.
      after = try target.after.flatMap { after throws(TripStoreError) in
        try repository.stop(after, in: target.tripID) != nil ? after : nil
      }
    } catch {
      throw .notSaved(error.description)
    }
    guard tripExists else { throw .tripMissing }
    anchorWasDeleted = target.after != nil && after == nil
    let stored: Stop
    do {
      stored = try repository.insertStop(stop, into: target.tripID, after: after)
    } catch {
      // The stop it was to follow was deleted between the read and the write (another process):
      // it goes to the end instead, as when that stop was already gone — never a silent no-op.
      guard case .stopNotFound(let missing) = error, missing == after else { throw Self.mapped(error) }
      do {
        stored = try repository.insertStop(stop, into: target.tripID, after: nil)
      } catch {
        throw Self.mapped(error)
      }
      anchorWasDeleted = true
    }
    target.stopID = stored.id
    return stored
  }

  // MARK: - Name and note

  /// Why `text` cannot name a stop, nil when it can.
  func nameProblem(_ text: String) -> String? {
    Self.problem { () throws(ValidationError) in _ = try EntityName.validated(text) }
  }

  /// Why `text` cannot be a stop's note, nil when it can.
  func noteProblem(_ text: String) -> String? {
    Self.problem { () throws(ValidationError) in _ = try StopNote.validated(text) }
  }

  /// What `check` finds wrong, nil when it passes.
  private static func problem(_ check: () throws(ValidationError) -> Void) -> String? {
    do {
      try check()
      return nil
    } catch {
      return error.description
    }
  }

  /// Stores the stored stop's new name, note and stay as one change and returns the stored stop;
  /// nil when none changed (nothing is written).
  /// - Throws: ``WaypointError/invalid(_:)`` for a bad name or note (nothing saved), or why it was
  ///   not saved.
  func save(name text: String, note: String, stay: StopStay? = nil) throws(WaypointError) -> Stop? {
    guard let stopID = target.stopID else { return nil }
    let name: String
    let cleanNote: String
    do {
      name = try EntityName.validated(text)
      cleanNote = try StopNote.validated(note)
    } catch {
      throw .invalid(error)
    }
    let current = try storedStop(stopID)
    let stay = stay ?? current.stay
    guard current.name != name || current.note != cleanNote || current.stay != stay else { return nil }
    let updated: Stop
    do {
      updated = try current.with(name: name, coordinate: current.coordinate).with(note: cleanNote).with(
        stay: stay)
    } catch {
      throw .invalid(error)
    }
    try save(updated)
    return updated
  }

  /// Where `coordinate` is, in words ("near Big Sur", "12 km NE of Salinas"); nil without place data.
  func nearbyPhrase(for coordinate: Coordinate) async -> String? {
    guard let nearby = try? await places.nearestPlace(to: coordinate) else { return nil }
    return nearby.phrase(units: units)
  }

  // MARK: - Store

  private func storedStop(_ stopID: StopID) throws(WaypointError) -> Stop {
    switch loadStop() {
    case .found(let draft):
      guard let stop = draft.waypoint, stop.id == stopID else { throw .stopMissing }
      return stop
    case .tripMissing: throw .tripMissing
    case .stopMissing: throw .stopMissing
    case .unreadable(let message): throw .notSaved(message)
    }
  }

  private func save(_ stop: Stop) throws(WaypointError) {
    do {
      try repository.updateStop(stop, in: target.tripID)
    } catch {
      throw Self.mapped(error)
    }
  }

  private static func mapped(_ error: TripStoreError) -> WaypointError {
    switch error {
    case .tripNotFound: .tripMissing
    case .stopNotFound: .stopMissing
    case .locked: .locked
    case .invalid(let reason): .notSaved(WaypointCopy.chooseAnother(reason.description))
    default: .notSaved(error.description)
    }
  }
}
