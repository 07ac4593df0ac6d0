/// Values computed per proposal during one pass (a node's sizes, a stack's allocations, a text's
/// lines), kept without allocating for the first few proposals: most nodes are asked about two to
/// four distinct proposals a pass, and a pass builds hundreds of nodes.
struct ProposalCache<Value> {
  private var first: (ProposedSize, Value)?
  private var second: (ProposedSize, Value)?
  private var third: (ProposedSize, Value)?
  private var fourth: (ProposedSize, Value)?
  private var more: [(ProposedSize, Value)] = []

  /// How many proposals are kept.
  private(set) var count = 0

  /// The value kept for `proposal`.
  func value(for proposal: ProposedSize) -> Value? {
    if let first, first.0 == proposal { return first.1 }
    if let second, second.0 == proposal { return second.1 }
    if let third, third.0 == proposal { return third.1 }
    if let fourth, fourth.0 == proposal { return fourth.1 }
    for (kept, value) in more where kept == proposal { return value }
    return nil
  }

  /// Keeps `value` for `proposal` (which is not kept yet).
  mutating func insert(_ value: Value, for proposal: ProposedSize) {
    switch count {
    case 0: first = (proposal, value)
    case 1: second = (proposal, value)
    case 2: third = (proposal, value)
    case 3: fourth = (proposal, value)
    default: more.append((proposal, value))
    }
    count += 1
  }
}
