import Dispatch
import Synchronization
import TripModels

/// An import file's trips read on a thread of their own while the caller writes the ones read
/// before: reading the JSON and writing the store then each take a core, and an import costs about
/// the longer of the two, not their sum.
///
/// The reader runs at most ``capacityRows`` rows (a trip and each of its stops) ahead of the
/// writer, so memory holds that many whatever the file's size, and one trip at least, however long.
/// Each trip, the end of the file, or what the reader threw comes out of ``next()`` in the file's
/// order. ``finish()`` stops the reader and waits for it, so the file is never read by two at once
/// (a refused file is read again whole after it).
final class TripReadAhead: Sendable {
  /// The rows read ahead at most (about 1 MB of trips).
  static let capacityRows = 4_096

  /// What the reader hands over, in the file's order.
  enum Item: Sendable {
    case trip(Trip)
    /// The file's end: every trip was handed over.
    case end
    /// The reader stopped at this error (nothing after it is read).
    case failure(any Error)
  }

  private struct State {
    var items: [Item] = []
    var next = 0
    var rows = 0
    var readerWaits = false
    var writerWaits = false
    var isStopped = false
  }

  private let state = Mutex(State())
  /// Wakes the reader when room was made (signalled only while it waits).
  private let room = DispatchSemaphore(value: 0)
  /// Wakes the writer when an item came (signalled only while it waits).
  private let arrival = DispatchSemaphore(value: 0)
  /// Signalled once, when the reader has returned.
  private let done = DispatchSemaphore(value: 0)

  /// Starts `read` on a Dispatch thread; it hands each item over with the function it is given,
  /// which returns false when the writer has stopped listening (the reader then returns).
  init(read: @escaping @Sendable (_ handOver: (Item) -> Bool) -> Void) {
    DispatchQueue.global().async { [self] in
      read { item in self.handOver(item) }
      done.signal()
    }
  }

  /// The next item, waiting for the reader when it has not read it yet.
  func next() -> Item {
    while true {
      let taken = state.withLock { state -> Item? in
        guard state.next < state.items.count else {
          state.writerWaits = true
          return nil
        }
        let item = state.items[state.next]
        state.items[state.next] = .end  // the queue lets go of the trip
        state.next += 1
        state.rows -= Self.rows(of: item)
        // The taken items' places are dropped once they are half the queue.
        if state.next * 2 >= state.items.count {
          state.items.removeFirst(state.next)
          state.next = 0
        }
        // The reader goes on once half the room is free, not after every trip.
        if state.readerWaits, state.rows <= Self.capacityRows / 2 {
          state.readerWaits = false
          room.signal()
        }
        return item
      }
      if let taken { return taken }
      arrival.wait()
    }
  }

  /// Stops the reader (it returns before its next trip) and waits until it has.
  func finish() {
    state.withLock { state in
      state.isStopped = true
      if state.readerWaits {
        state.readerWaits = false
        room.signal()
      }
    }
    done.wait()
  }

  // MARK: - The reader's side

  /// Queues `item` once there is room for it; false when the writer has stopped.
  private func handOver(_ item: Item) -> Bool {
    let rows = Self.rows(of: item)
    while true {
      let outcome = state.withLock { state -> Bool? in
        if state.isStopped { return false }
        guard state.rows == 0 || state.rows + rows <= Self.capacityRows else {
          state.readerWaits = true
          return nil
        }
        state.items.append(item)
        state.rows += rows
        if state.writerWaits {
          state.writerWaits = false
          arrival.signal()
        }
        return true
      }
      if let outcome { return outcome }
      room.wait()
    }
  }

  private static func rows(of item: Item) -> Int {
    if case .trip(let trip) = item { 1 + trip.stops.count } else { 1 }
  }
}
