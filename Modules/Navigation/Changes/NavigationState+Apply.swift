// MARK: - Applying changes (validate everything, then mutate)

extension NavigationState {
  /// Applies `change` whole, or throws and leaves the state unchanged.
  ///
  /// - Returns: the entries removed, in the order they left (top of the stack first).
  /// - Throws: ``NavigationError`` when the change does not fit this state (an unknown id, an id that
  ///   is not new, an index or count out of range, no modal to dismiss).
  @discardableResult
  public mutating func apply(_ change: NavigationChange<Route>) throws(NavigationError)
    -> [NavigationEntry<Route>]
  {
    // Nothing here holds on to a path array while it is mutated, so pushes and pops stay in place.
    let activeCount = activeLevel.path.count
    switch change {
    case .push(let entries):
      try checkFresh(entries)
      modifyActive { $0.path.append(contentsOf: entries) }
      advanceNextID(past: entries)
      return []

    case .pop(let count):
      guard count >= 0 else { throw .invalidCount(count) }
      guard count <= activeCount else { throw .cannotPop(count: count, depth: activeCount) }
      let removed = Array(activeLevel.path.suffix(count).reversed())
      modifyActive { $0.path.removeLast(count) }
      return removed

    case .insert(let entry, let index):
      guard (0...activeCount).contains(index) else {
        throw .indexOutOfRange(index, count: activeCount)
      }
      try checkFresh([entry])
      modifyActive { $0.path.insert(entry, at: index) }
      advanceNextID(past: [entry])
      return []

    case .remove(let ids):
      return try remove(ids)

    case .replacePath(let entries):
      let kept = try keptPrefix(of: entries, replacing: activeLevel.path)
      let removed = Array(activeLevel.path.dropFirst(kept).reversed())
      modifyActive { $0.path = entries }
      advanceNextID(past: entries)
      return removed

    case .present(let entry):
      try checkFresh([entry])
      modals.append(NavigationLevel(rootEntry: entry))
      advanceNextID(past: [entry])
      return []

    case .dismiss:
      guard let level = modals.last else { throw .noModal }
      modals.removeLast()
      return level.path.reversed() + [level.rootEntry]

    case .reset(let entries):
      let kept = try keptPrefix(of: entries, replacing: base.path)
      let removed =
        modals.reversed().flatMap { $0.path.reversed() + [$0.rootEntry] }
        + base.path.dropFirst(kept).reversed()
      modals = []
      base.path = entries
      advanceNextID(past: entries)
      return removed
    }
  }

  // MARK: - Helpers

  private mutating func modifyActive(_ body: (inout NavigationLevel<Route>) -> Void) {
    if modals.isEmpty {
      body(&base)
    } else {
      body(&modals[modals.count - 1])
    }
  }

  private mutating func advanceNextID(past entries: [NavigationEntry<Route>]) {
    for entry in entries where entry.id >= nextID { nextID = entry.id.next }
  }

  /// New entries must have ids from ``nextID`` on, increasing.
  private func checkFresh(_ entries: some Collection<NavigationEntry<Route>>) throws(NavigationError) {
    var floor = nextID
    for entry in entries {
      guard entry.id >= floor else { throw .idNotNew(entry.id) }
      floor = entry.id.next
    }
  }

  /// A replacement path keeps a prefix of the old path as it was (same ids, same routes) and adds
  /// new entries after it. Returns the length of that prefix.
  private func keptPrefix(
    of entries: [NavigationEntry<Route>], replacing oldPath: [NavigationEntry<Route>]
  ) throws(NavigationError) -> Int {
    var kept = 0
    while kept < entries.count, kept < oldPath.count, entries[kept].id == oldPath[kept].id {
      guard entries[kept].route == oldPath[kept].route else { throw .idNotNew(entries[kept].id) }
      kept += 1
    }
    try checkFresh(entries[kept...])
    return kept
  }

  private mutating func remove(_ ids: [EntryID]) throws(NavigationError) -> [NavigationEntry<Route>] {
    let doomed = Set(ids)
    if doomed.contains(base.rootEntry.id) { throw .cannotRemoveRoot(base.rootEntry.id) }
    let known = Set(allEntries.map(\.id))
    if let unknown = ids.first(where: { !known.contains($0) }) { throw .unknownEntry(unknown) }

    var removed: [NavigationEntry<Route>] = []
    // A modal whose root goes is dismissed, and every modal above it with it.
    if let firstDismissed = modals.firstIndex(where: { doomed.contains($0.rootEntry.id) }) {
      for level in modals[firstDismissed...].reversed() {
        removed += level.path.reversed() + [level.rootEntry]
      }
      modals.removeSubrange(firstDismissed...)
    }
    for index in modals.indices.reversed() {
      removed += modals[index].path.reversed().filter { doomed.contains($0.id) }
      modals[index].path.removeAll { doomed.contains($0.id) }
    }
    removed += base.path.reversed().filter { doomed.contains($0.id) }
    base.path.removeAll { doomed.contains($0.id) }
    return removed
  }
}
