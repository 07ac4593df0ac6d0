import Geo
import TripModels

/// The trip detail's business rules: reading one trip and changing it through the repository.
///
/// Every change is one repository call, committed before it returns (there is no "Save").
@MainActor
final class TripDetailInteractor {
  /// The trip shown.
  let tripID: Trip.ID
  private let repository: any TripRepository
  /// The trip's stops, read a page at a time by key (never the whole trip).
  let stops: TripStopPages

  /// An interactor for the trip `tripID` in `repository`.
  init(tripID: Trip.ID, repository: any TripRepository) {
    self.tripID = tripID
    self.repository = repository
    stops = TripStopPages { [repository] request in try repository.stops(of: tripID, request) }
  }

  // MARK: - Reading

  /// The trip as stored now, or nil if it no longer exists (every stop: for tests and tools; the
  /// screen reads ``header()``, ``outline()`` and pages of ``stops``).
  func loadTrip() throws -> Trip? {
    try repository.trip(id: tripID)
  }

  /// The trip's name, stop count and total distance as stored now, nil if it no longer exists.
  func header() throws -> TripSummary? {
    try repository.tripSummary(id: tripID)
  }

  /// Every stop's id and coordinate as stored now, nil if the trip no longer exists.
  func outline() throws -> StopOutline? {
    try repository.stopOutline(of: tripID)
  }

  /// The stops in `span` (the part of the trip a change touched) as stored now, nil if the trip
  /// or a bound of the span no longer exists.
  func outline(in span: StopSpan) throws -> StopOutline? {
    try repository.stopOutline(of: tripID, in: span)
  }

  /// Keeps the trip's total by road for the trip list (nil: no leg has a road) while its stops
  /// are `stops`. The list shows a figure from the store, so a failure to keep it costs only that
  /// figure: it is not reported.
  func keepRoadTotal(_ total: TripRoadTotal?, through stops: [Coordinate]) {
    try? repository.keepRoadTotal(total, of: tripID, through: stops)
  }

  /// The names of the trip's first `count` stops (every stop of a short trip, for the map's labels),
  /// read in one window.
  func allStopNames(_ count: Int) throws -> [String] {
    try repository.stops(of: tripID, StopPageRequest(anchor: nil, direction: .forward, limit: count))
      .map(\.stop.name)
  }

  /// Calls `handler` after every committed change to the store; observing stops with the token.
  func observeChanges(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation {
    repository.addObserver(handler)
  }

  // MARK: - Name

  /// Renames the trip to `text` (trimmed, control characters removed) and returns the stored name.
  ///
  /// - Throws: ``ValidationError`` (wrapped in `TripStoreError.invalid`) without writing when the
  ///   name is empty or too long; the repository's error when the write fails.
  @discardableResult
  func rename(to text: String) throws -> String {
    let name: String
    do {
      name = try EntityName.validated(text)
    } catch {
      throw TripStoreError.invalid(error)
    }
    try repository.renameTrip(tripID, to: name)
    return name
  }

  /// The "Name" field's text kept: at most ``EntityName/maximumLength`` characters.
  static func nameFieldText(_ text: String) -> String {
    String(text.prefix(EntityName.maximumLength))
  }

  /// Saves the name typed in the field, `text`, unless it is `current` once cleaned; returns whether
  /// it wrote.
  ///
  /// - Throws: ``ValidationError`` without writing when the name is empty; the repository's error
  ///   when the write fails.
  func saveName(_ text: String, replacing current: String) throws -> Bool {
    let name = try EntityName.validated(text)
    guard name != current else { return false }
    try repository.renameTrip(tripID, to: name)
    return true
  }

  /// The name the "Name" field shows instead of `fieldText` after the trip was renamed from
  /// `previous` to `current`: the new name when someone else renamed it; nil (keep the field) when
  /// the field holds the new name (its own save) or the name did not change.
  static func nameFieldReplacement(
    for fieldText: String, afterRenameFrom previous: String, to current: String
  ) -> String? {
    let fieldName = try? EntityName.validated(fieldText)
    return current != previous && current != fieldName ? current : nil
  }

  // MARK: - Stops

  /// The stop to select after a change, and its position: the one stop the change added (when
  /// `selectingAdded`), else the same stop if it is still there, else the stop now at its old
  /// position (its neighbour), else nothing. `previous` and `current` are the trip's outlines before
  /// and after the change; `index` is where the selected stop was.
  static func selection(
    keeping selected: Stop.ID?, at index: Int?, from previous: StopOutline, in current: StopOutline,
    selectingAdded: Bool
  ) -> (id: Stop.ID, index: Int)? {
    if selectingAdded, let added = onlyAddedStop(from: previous.ids, to: current.ids) {
      return (current.ids[added], added)
    }
    if let selected, let found = Self.index(of: selected, in: current.ids, near: index ?? 0) {
      return (selected, found)
    }
    guard !current.ids.isEmpty else { return nil }
    let oldIndex = index ?? selected.flatMap { Self.index(of: $0, in: previous.ids, near: 0) } ?? 0
    let kept = min(oldIndex, current.count - 1)
    return (current.ids[kept], kept)
  }

  /// The position in `current` of the one stop that is not in `previous`, nil unless exactly one
  /// stop was added. A single insertion is found by comparing in order (no set of 100,000 ids).
  static func onlyAddedStop(from previous: [Stop.ID], to current: [Stop.ID]) -> Int? {
    if current.count == previous.count + 1 {
      var first = 0
      while first < previous.count, previous[first] == current[first] { first += 1 }
      if current[(first + 1)...].elementsEqual(previous[first...]) { return first }
    }
    // Stops where they were at either end are not new (a trip's ids are unique): only the window
    // between them is compared, a few stops after a move, not the whole trip.
    var first = 0
    while first < previous.count, first < current.count, previous[first] == current[first] { first += 1 }
    var last = 0
    while last < previous.count - first, last < current.count - first,
      previous[previous.count - 1 - last] == current[current.count - 1 - last]
    {
      last += 1
    }
    let before = Set(previous[first..<(previous.count - last)])
    let added = (first..<(current.count - last)).filter { !before.contains(current[$0]) }
    return added.count == 1 ? added.first : nil
  }

  /// The position of `id` in `ids`, looked for from `index` outwards (an unchanged or nearby stop
  /// is found at once).
  static func index(of id: Stop.ID, in ids: [Stop.ID], near index: Int) -> Int? {
    StopOutline.index(of: id, in: ids, near: index)
  }

  /// Removes the stop `stopID`.
  func deleteStop(_ stopID: Stop.ID) throws {
    try repository.removeStop(stopID, from: tripID)
  }

  /// Moves the stop `stopID` by `offset` places (negative: earlier) and returns its new 0-based
  /// position; a move past either end does nothing and returns the current position. `index` is
  /// where the caller shows the stop now: with it the move costs the places moved; without it the
  /// stop is located by id.
  @discardableResult
  func moveStop(_ stopID: Stop.ID, by offset: Int, from index: Int? = nil) throws -> Int {
    let current: Int
    if let index {
      current = index
    } else {
      guard let found = try repository.stopPosition(of: stopID, in: tripID, near: 0) else {
        guard try header() != nil else { throw TripStoreError.tripNotFound(tripID) }
        throw TripStoreError.stopNotFound(stopID)
      }
      current = found.index
    }
    return current + (try repository.moveStop(stopID, in: tripID, by: offset))
  }

  /// Moves the stop `stopID` to the 0-based position `index` (clamped to the trip's stops). With
  /// `current`, where the caller shows the stop now, the move costs the places moved; without it
  /// the store counts the stops before it.
  func moveStop(_ stopID: Stop.ID, to index: Int, from current: Int? = nil) throws {
    guard let current else {
      try repository.moveStop(stopID, in: tripID, to: index)
      return
    }
    try repository.moveStop(stopID, in: tripID, by: index - current)
  }

  /// Puts the trip's stops in reverse order.
  func reverseStops() throws {
    try repository.reverseStops(in: tripID)
  }

  /// The 0-based position a "Move to…" answer names, or why it names none.
  ///
  /// - Parameters:
  ///   - text: what the user typed: a position from 1 to `count`.
  ///   - count: how many stops the trip has.
  static func position(from text: String, count: Int) -> Result<Int, MoveToProblem> {
    let trimmed = text.trimmingWhitespace()
    guard let number = Int(trimmed), (1...max(1, count)).contains(number) else {
      return .failure(MoveToProblem(typed: trimmed, count: count))
    }
    return .success(number - 1)
  }
}
