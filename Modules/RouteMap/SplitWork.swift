import Dispatch
import Synchronization

/// Work over a long trip's stops done in two halves at once: the second half on another thread
/// while this one does the first. A trip of tens of thousands of stops is projected, placed and
/// drawn on two cores, which is what the first frame of a 100,000-stop trip waits on; fewer stops
/// are worked on this thread alone. The result is the same either way (tests draw long trips both
/// ways and compare).
enum SplitWork {
  /// The fewest stops worked on in two halves (task-local, so that a test can draw a long trip on
  /// one thread and compare).
  @TaskLocal static var splitFrom = 16_384

  /// `transform` of every element of `elements`, in order: the first half made straight into the
  /// result on this thread while the second is made on another, then copied in after it.
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count >= max(2, splitFrom) else { return elements.map(transform) }
    let middle = elements.count / 2
    let second = inBackground { elements[middle...].map(transform) }
    return [Result](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
      for index in 0..<middle { buffer.initializeElement(at: index, to: transform(elements[index])) }
      for (offset, value) in second.value.enumerated() {
        buffer.initializeElement(at: middle + offset, to: value)
      }
      initialized = elements.count
    }
  }

  /// Starts `work` on another thread; its ``Pending/value`` waits for it, or does it on the asking
  /// thread when the other has not started it yet (one core, or both busy: no waiting).
  static func inBackground<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
    let pending = Pending(work)
    DispatchQueue.global(qos: .userInitiated).async(group: pending.group) { pending.runIfNotTaken() }
    return pending
  }

  /// Work started on another thread, and its result once done.
  final class Pending<Value: Sendable>: Sendable {
    fileprivate let group = DispatchGroup()
    private let work: @Sendable () -> Value
    private let stage = Mutex(Stage.waiting)

    /// Where the work is: not started, taken by a thread, or done.
    private enum Stage {
      case waiting, taken, done(Value)
    }

    fileprivate init(_ work: @escaping @Sendable () -> Value) {
      self.work = work
    }

    /// Takes the work if no thread has: true when this thread is to do it.
    private func take() -> Bool {
      stage.withLock { stage in
        guard case .waiting = stage else { return false }
        stage = .taken
        return true
      }
    }

    /// On the other thread: does the work unless the asking thread took it first.
    fileprivate func runIfNotTaken() {
      guard take() else { return }
      let value = work()
      stage.withLock { $0 = .done(value) }
    }

    /// The result: done here if the other thread has not started it, else waited for.
    var value: Value {
      if take() { return work() }
      group.wait()
      guard case .done(let value) = stage.withLock({ $0 }) else { return work() }
      return value
    }
  }
}
