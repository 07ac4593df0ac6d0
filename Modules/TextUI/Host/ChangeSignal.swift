import Foundation

/// A render generation number that Observation's change handler raises from whatever thread the
/// change happens on, and the host reads on the main actor. Backed by a Foundation condition lock,
/// whose condition value is the generation, so no unchecked sendability is needed.
final class ChangeSignal: Sendable {
  private let lock = NSConditionLock(condition: 0)

  /// Records that something read by render `generation` changed.
  ///
  /// Keeps the newest generation: an older render's handler can fire after a newer one's (both
  /// tracked the property that changed), and must not hide the newer render's change.
  func raise(_ generation: Int) {
    lock.lock()
    lock.unlock(withCondition: max(lock.condition, generation))
  }

  /// The newest generation whose render saw a change (0 when none).
  var changedGeneration: Int {
    lock.lock()
    let value = lock.condition
    lock.unlock(withCondition: value)
    return value
  }
}
