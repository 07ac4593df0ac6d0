import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The trip detail's business rules: reading one trip and changing it through the repository.
///
/// Every change is one repository call, committed before it returns (there is no "Save").
@MainActor
final class TripDetailInteractor {
  /// The trip shown.
  let tripID: Trip.ID
  private let repository: any TripRepository

  /// An interactor for the trip `tripID` in `repository`.
  init(tripID: Trip.ID, repository: any TripRepository) {
    self.tripID = tripID
    self.repository = repository
  }

  // MARK: - Reading

  /// The trip as stored now, or nil if it no longer exists.
  func loadTrip() throws -> Trip? {
    try repository.trip(id: tripID)
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

  /// The stop to select after a change: the one stop it added (when `selectingAdded`), else the
  /// same stop if it is still there, else the stop now at its old position (its neighbour), else
  /// nothing.
  static func selection(
    keeping selected: Stop.ID?, from previous: Trip, in current: Trip, selectingAdded: Bool
  ) -> Stop.ID? {
    let before = Set(previous.stops.map(\.id))
    let added = current.stops.filter { !before.contains($0.id) }
    if selectingAdded, added.count == 1, let stop = added.first { return stop.id }
    if let selected, current.stops.contains(where: { $0.id == selected }) { return selected }
    let stops = current.stops
    guard !stops.isEmpty else { return nil }
    let oldIndex = previous.stops.firstIndex { $0.id == selected } ?? 0
    return stops[min(oldIndex, stops.count - 1)].id
  }

  /// Removes the stop `stopID`.
  func deleteStop(_ stopID: Stop.ID) throws {
    try repository.removeStop(stopID, from: tripID)
  }

  /// Moves the stop `stopID` by `offset` places (negative: earlier) and returns its new 0-based
  /// position; a move past either end does nothing and returns the current position. `index` is
  /// where the caller shows the stop now: with it the move costs the places moved; without it the
  /// trip is read to find the stop.
  @discardableResult
  func moveStop(_ stopID: Stop.ID, by offset: Int, from index: Int? = nil) throws -> Int {
    let current: Int
    if let index {
      current = index
    } else {
      guard let trip = try loadTrip() else { throw TripStoreError.tripNotFound(tripID) }
      guard let found = trip.stops.firstIndex(where: { $0.id == stopID }) else {
        throw TripStoreError.stopNotFound(stopID)
      }
      current = found
    }
    return current + (try repository.moveStop(stopID, in: tripID, by: offset))
  }

  /// Moves the stop `stopID` to the 0-based position `index` (clamped to the trip's stops).
  func moveStop(_ stopID: Stop.ID, to index: Int) throws {
    try repository.moveStop(stopID, in: tripID, to: index)
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
