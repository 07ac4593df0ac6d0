/// Values computed per proposal during one pass (a node's sizes, a stack's allocations, a text's
/// lines), kept without allocating for the first few proposals: most nodes are asked about two to
/// four distinct proposals a pass, and a pass builds hundreds of nodes.
struct ProposalCache<Value> {
  /// One proposal and its value (a struct, not a tuple: tuple metadata is looked up at run time).
  private struct Entry {
    let proposal: ProposedSize
    let value: Value
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var fourth: Entry?
  private var more: [Entry] = []

  /// How many proposals are kept.
  private(set) var count = 0

  /// The value kept for `proposal`.
  func value(for proposal: ProposedSize) -> Value? {
    if let first, first.proposal == proposal { return first.value }
    if let second, second.proposal == proposal { return second.value }
    if let third, third.proposal == proposal { return third.value }
    if let fourth, fourth.proposal == proposal { return fourth.value }
    for entry in more where entry.proposal == proposal { return entry.value }
    return nil
  }

  /// Keeps `value` for `proposal` (which is not kept yet).
  mutating func insert(_ value: Value, for proposal: ProposedSize) {
    let entry = Entry(proposal: proposal, value: value)
    switch count {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    case 3: fourth = entry
    default: more.append(entry)
    }
    count += 1
  }
}
