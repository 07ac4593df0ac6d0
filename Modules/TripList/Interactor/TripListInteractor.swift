import TripModels

/// The trip list's business rules: which trips there are (a page at a time, or those matching the
/// filter), adding, duplicating, deleting, and what a store change means for the rows on screen.
@MainActor
final class TripListInteractor {
  /// The most trips a filter shows (the count says how many match in all).
  static let filterLimit = 1_000

  private let repository: any TripRepository
  /// The summaries read so far, around the viewport.
  let pages: TripSummaryPages
  /// The filter's text as typed; empty shows every trip.
  private(set) var filter = ""
  /// The trips matching the filter (at most ``filterLimit``), nil without a filter.
  private var matches: [TripSummary]?
  /// How many trips match the filter in all (the list shows at most ``filterLimit``).
  private(set) var matchCount = 0

  /// Creates an interactor over `repository`, reading `pageSize` summaries at a time.
  init(repository: any TripRepository, pageSize: Int = 64, pageCapacity: Int = 8) {
    self.repository = repository
    pages = TripSummaryPages(pageSize: pageSize, capacity: pageCapacity) { request in
      try repository.tripSummaries(request)
    }
  }

  // MARK: - Reading

  /// Re-reads the number of trips and forgets every cached page; with a filter, re-reads the
  /// matching trips.
  func reload() throws {
    if NameFilter(filter).folded.isEmpty {
      matches = nil
      matchCount = try repository.tripCount()
      pages.reset(count: matchCount)
    } else {
      matches = try repository.tripSummaries(matching: filter, limit: Self.filterLimit)
      matchCount = try repository.tripCount(matching: filter)
    }
  }

  /// Shows only the trips whose name or a stop's name contains `text` (ignoring case and accents);
  /// empty text shows them all.
  func setFilter(_ text: String) throws {
    filter = text
    try reload()
  }

  /// Whether a filter narrows the list now.
  var isFiltered: Bool { matches != nil }

  /// How many trips there are (matching the filter, when there is one).
  var count: Int { matches?.count ?? pages.count }

  /// How many trips there are in all, whatever the filter.
  func totalCount() throws -> Int {
    isFiltered ? try repository.tripCount() : pages.count
  }

  /// The summary at `index` (0-based, list order), nil outside the list.
  func summary(at index: Int) throws -> TripSummary? {
    if let matches { return matches.indices.contains(index) ? matches[index] : nil }
    return try pages.summary(at: index)
  }

  /// Where trip `id` is now (`index` is where it was last seen); nil if it no longer exists.
  /// A cached page answers at once; otherwise the store locates it by id and its page is then read
  /// from its key.
  func position(of id: Trip.ID, near index: Int) throws -> Int? {
    if let matches { return matches.firstIndex { $0.id == id } }
    if let cached = pages.cachedIndex(of: id) { return cached }
    guard let position = try repository.tripListPosition(of: id, near: index) else { return nil }
    pages.remember(position)
    return position.index
  }

  // MARK: - Selection

  /// `index` kept within the list; nil when the list is empty.
  func clampedIndex(_ index: Int) -> Int? {
    count > 0 ? min(max(0, index), count - 1) : nil
  }

  /// Where the selection goes after the list changed: to trip `wanted` where it is now (`found` is
  /// true), else to the row nearest `index`, the position it had (its neighbour now); nil when the
  /// list is empty.
  func keptSelection(of wanted: Trip.ID?, near index: Int) -> (index: Int, found: Bool)? {
    guard count > 0 else { return nil }
    if let wanted, let found = try? position(of: wanted, near: index) { return (found, true) }
    return clampedIndex(index).map { ($0, false) }
  }

  // MARK: - Changing

  /// Creates a trip named `text` (validated like every trip name) at the top of the list.
  /// - Throws: `ValidationError` for a name that is not one (nothing is created), or the store's error.
  func createTrip(named text: String) throws -> Trip {
    try repository.createTrip(named: try EntityName.validated(text))
  }

  /// Copies the trip `id` ("NAME (copy)", with its stops) to the top of the list.
  func duplicateTrip(_ id: Trip.ID) throws -> Trip {
    try repository.duplicateTrip(id)
  }

  /// Deletes the trip `id` and its stops.
  func deleteTrip(_ id: Trip.ID) throws {
    try repository.deleteTrip(id)
  }

  // MARK: - Observing

  /// What a store change did to the list.
  enum Effect: Equatable {
    /// Nothing on the list changed (for example, a trip that is not cached was edited).
    case none
    /// Rows changed in place; positions are the same.
    case rowsChanged
    /// Trips were added, removed or reordered, or another process changed the store.
    case listChanged
  }

  /// Calls `handler` after every committed change; the registration ends with the returned token.
  func observe(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation {
    repository.addObserver(handler)
  }

  /// Brings the cached pages up to date with `change` and says what that did to the list.
  func apply(_ change: TripStoreChange) throws -> Effect {
    if isFiltered {
      // A rename or a stop edit may make a trip match or stop matching: read the matches again.
      guard
        change.listChanged || change.isExternal || !change.changedTrips.isEmpty
          || !change.deletedTrips.isEmpty
      else { return .none }
      try reload()
      return .listChanged
    }
    if change.listChanged || change.isExternal || !change.deletedTrips.isEmpty {
      try reload()
      return .listChanged
    }
    guard !change.changedTrips.isEmpty, pages.isCached(anyOf: change.changedTrips) else { return .none }
    try pages.reload(containing: change.changedTrips)
    return .rowsChanged
  }
}
