import Synchronization

/// A render generation number that Observation's change handler raises from whatever thread the
/// change happens on, and the host reads on the main actor. Backed by the standard library's
/// `Mutex`, so no unchecked sendability is needed.
final class ChangeSignal: Sendable {
  private let generation = Mutex(0)

  /// Records that something read by render `generation` changed.
  ///
  /// Keeps the newest generation: an older render's handler can fire after a newer one's (both
  /// tracked the property that changed), and must not hide the newer render's change.
  func raise(_ generation: Int) {
    self.generation.withLock { $0 = max($0, generation) }
  }

  /// The newest generation whose render saw a change (0 when none).
  var changedGeneration: Int {
    generation.withLock { $0 }
  }
}
