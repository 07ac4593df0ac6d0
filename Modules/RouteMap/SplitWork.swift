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
  /// result, the second half made on another thread and appended.
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count >= max(2, splitFrom) else { return elements.map(transform) }
    let middle = elements.count / 2
    let second = inBackground { elements[middle...].map(transform) }
    var result: [Result] = []
    result.reserveCapacity(elements.count)
    for element in elements[..<middle] { result.append(transform(element)) }
    result.append(contentsOf: second.value)
    return result
  }

  /// Starts `work` on another thread; its ``Pending/value`` waits for it.
  static func inBackground<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
    let pending = Pending(work)
    DispatchQueue.global(qos: .userInitiated).async(group: pending.group) { pending.run() }
    return pending
  }

  /// Work started on another thread, and its result once done.
  final class Pending<Value: Sendable>: Sendable {
    fileprivate let group = DispatchGroup()
    private let work: @Sendable () -> Value
    private let result = Mutex<Value?>(nil)

    fileprivate init(_ work: @escaping @Sendable () -> Value) {
      self.work = work
    }

    fileprivate func run() {
      let value = work()
      result.withLock { $0 = value }
    }

    /// The result, waiting for the other thread to finish it (or working it out here, should it
    /// not have run).
    var value: Value {
      group.wait()
      return result.withLock { $0 } ?? work()
    }
  }
}
