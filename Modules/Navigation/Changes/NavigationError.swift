/// Why a navigation request was refused. The state is always left unchanged.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// More entries were to be popped than the stack holds above its root.
  case cannotPop(count: Int, depth: Int)
  /// A negative count.
  case invalidCount(Int)
  /// No entry with this id is on the stack.
  case unknownEntry(EntryID)
  /// The entry is on a level below a presented modal, which blocks it until dismissed.
  case blockedByModal(EntryID)
  /// The root entry of the stack cannot be removed.
  case cannotRemoveRoot(EntryID)
  /// An insertion index outside `0...count`.
  case indexOutOfRange(Int, count: Int)
  /// There is no modal to dismiss.
  case noModal
  /// A change tried to add an entry with an id that is not new.
  case idNotNew(EntryID)
  /// A state that breaks the rules (duplicate ids, ids not below the next id).
  case invalidState(String)

  /// A one-line message saying what was wrong.
  public var description: String {
    switch self {
    case .cannotPop(let count, let depth):
      "cannot go back \(count) screens — only \(depth) above the first screen"
    case .invalidCount(let count): "cannot go back \(count) screens — use a count of 0 or more"
    case .unknownEntry(let id): "screen \(id) is not on the stack"
    case .blockedByModal(let id): "screen \(id) is below an open dialog — close the dialog first"
    case .cannotRemoveRoot(let id): "screen \(id) is the first screen and cannot be removed"
    case .indexOutOfRange(let index, let count):
      "position \(index) is outside the stack — use 0…\(count)"
    case .noModal: "there is no dialog to close"
    case .idNotNew(let id): "entry id \(id) is already used"
    case .invalidState(let problem): "invalid navigation state: \(problem)"
    }
  }
}
