import TripModels

/// The in-memory repository's undo history: each edit with the whole store before and after it,
/// with the SQLite store's rules (consecutive renames and moves of one thing are one edit, a new
/// edit forgets what could be redone, 200 edits are kept, an undo is refused when the trips are no
/// longer as the edit left them).
struct InMemoryEditHistory {
  /// The repository's contents at one moment.
  struct Snapshot: Equatable {
    var trips: [Trip]
    var sortKeys: [Trip.ID: Int64]
  }

  private struct Entry {
    var edit: TripEdit
    var before: Snapshot
    var after: Snapshot
    var undone = false
  }

  private var entries: [Entry] = []

  /// How many edits are kept, undone ones (that redo would bring back) included.
  var count: Int { entries.count }

  /// Records `edit`, or extends the latest edit when `edit` continues it.
  mutating func record(_ edit: TripEdit, before: Snapshot, after: Snapshot) {
    entries.removeAll(where: \.undone)
    if let last = entries.last, last.edit.isContinued(by: edit) {
      entries[entries.count - 1].after = after
      return
    }
    entries.append(Entry(edit: edit, before: before, after: after))
    if entries.count > 200 { entries.removeFirst(entries.count - 200) }
  }

  /// Undoes (or redoes) one edit: the edit and the contents after it, nil when there is none. Only
  /// the trips the edit touched are checked and restored; the others stay as they are.
  /// - Throws: ``TripStoreError/editConflict(_:undoing:)`` when a trip the edit touched is no longer
  ///   as the edit left it.
  mutating func step(undoing: Bool, from current: Snapshot) throws(TripStoreError) -> (TripEdit, Snapshot)? {
    let index =
      undoing ? entries.lastIndex(where: { !$0.undone }) : entries.firstIndex(where: \.undone)
    guard let index else { return nil }
    let entry = entries[index]
    let (expected, target) = undoing ? (entry.after, entry.before) : (entry.before, entry.after)
    let touched = Set(entry.before.sortKeys.keys).union(entry.after.sortKeys.keys).filter {
      entry.before.state(of: $0) != entry.after.state(of: $0)
    }
    guard touched.allSatisfy({ current.state(of: $0) == expected.state(of: $0) }) else {
      throw .editConflict(entry.edit, undoing: undoing)
    }
    var result = current
    for id in touched {
      result.sortKeys[id] = target.sortKeys[id]
      result.trips.removeAll { $0.id == id }
      if let trip = target.trips.first(where: { $0.id == id }) { result.trips.append(trip) }
    }
    result.trips.sort { (result.sortKeys[$0.id] ?? 0) > (result.sortKeys[$1.id] ?? 0) }
    entries[index].undone = undoing
    return (entry.edit, result)
  }
}

extension InMemoryEditHistory.Snapshot {
  /// A trip's contents and place in the list, nil when it does not exist.
  func state(of id: Trip.ID) -> TripState? {
    guard let trip = trips.first(where: { $0.id == id }) else { return nil }
    return TripState(trip: trip, sortKey: sortKeys[id])
  }

  /// A trip's contents and place in the list.
  struct TripState: Equatable {
    var trip: Trip
    var sortKey: Int64?
  }
}
