/// A yes/no question awaiting the user, which a navigation guard can wait for without keeping the
/// screen that asked it alive (a released screen answers yes: its choice is gone anyway).
@MainActor
final class PendingAnswer {
  private var answer: Bool?
  private var waiters: [CheckedContinuation<Bool, Never>] = []

  /// Whether the question has been answered.
  var isAnswered: Bool { answer != nil }

  /// Waits for the answer.
  func value() async -> Bool {
    if let answer { return answer }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// Answers the question (only the first answer counts).
  func resolve(_ value: Bool) {
    guard answer == nil else { return }
    answer = value
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume(returning: value) }
  }
}
