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
      try checkReplacement(entries, of: activeLevel.path)
      let kept = Set(entries.map(\.id))
      let removed = activeLevel.path.reversed().filter { !kept.contains($0.id) }
      modifyActive { $0.path = entries }
      advanceNextID(past: entries)
      return removed

    case .replaceTop(let entry):
      try checkFresh([entry])
      let removed = activeLevel.path.last.map { [$0] } ?? []
      modifyActive {
        if !$0.path.isEmpty { $0.path.removeLast() }
        $0.path.append(entry)
      }
      advanceNextID(past: [entry])
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
      try checkReplacement(entries, of: base.path)
      let kept = Set(entries.map(\.id))
      let removed =
        modals.reversed().flatMap { $0.path.reversed() + [$0.rootEntry] }
        + base.path.reversed().filter { !kept.contains($0.id) }
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
  private func checkFresh(_ entries: [NavigationEntry<Route>]) throws(NavigationError) {
    var floor = nextID
    for entry in entries {
      guard entry.id >= floor else { throw .idNotNew(entry.id) }
      floor = entry.id.next
    }
  }

  /// A replacement path may keep entries of the old path (same id, same route) and add new ones.
  private func checkReplacement(
    _ entries: [NavigationEntry<Route>], of oldPath: [NavigationEntry<Route>]
  ) throws(NavigationError) {
    let old = Dictionary(oldPath.map { ($0.id, $0.route) }, uniquingKeysWith: { first, _ in first })
    var floor = nextID
    for entry in entries {
      if let route = old[entry.id] {
        guard route == entry.route else { throw .idNotNew(entry.id) }
      } else {
        guard entry.id >= floor else { throw .idNotNew(entry.id) }
        floor = entry.id.next
      }
    }
    guard Set(entries.map(\.id)).count == entries.count else {
      throw .invalidState("a replacement path uses an entry id twice")
    }
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
