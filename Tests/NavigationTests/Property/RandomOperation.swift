import TestSupport

@testable import Navigation

/// One request of a random sequence, with what an independent model expects it to do.
enum RandomOperation: CustomStringConvertible {
  case push(String), pushMany([String]), pop, popCount(Int), popToRoot, replace([String])
  case reset([String])
  case insert(String, Int), remove(EntryID), prune(String), present(String), dismiss, back
  case setGuard(EntryID, allows: Bool)

  static let alphabet = ["a", "b", "c", "d"]

  /// A random operation on `state`, ids drawn from the state (and sometimes an unknown one).
  static func random(for state: NavigationState<String>, using rng: inout SplitMix64) -> Self {
    func route() -> String { alphabet.randomElement(using: &rng) ?? "a" }
    func routes() -> [String] { (0..<Int.random(in: 0...3, using: &rng)).map { _ in route() } }
    func id() -> EntryID {
      Int.random(in: 0..<8, using: &rng) == 0
        ? state.nextID.next : (state.allEntries.randomElement(using: &rng)?.id ?? .root)
    }
    switch Int.random(in: 0..<14, using: &rng) {
    case 0, 1: return .push(route())
    case 2: return .pushMany(routes())
    case 3: return .pop
    case 4: return .popCount(Int.random(in: -1...4, using: &rng))
    case 5: return .popToRoot
    case 6: return .replace(routes())
    case 7: return .reset(routes())
    case 8: return .insert(route(), Int.random(in: -1...4, using: &rng))
    case 9: return .remove(id())
    case 10: return .prune(route())
    case 11: return Bool.random(using: &rng) ? .present(route()) : .dismiss
    case 12: return .back
    default: return .setGuard(id(), allows: Bool.random(using: &rng))
    }
  }

  var description: String {
    switch self {
    case .push(let r): "push \(r)"
    case .pushMany(let rs): "push \(rs)"
    case .pop: "pop"
    case .popCount(let n): "pop \(n)"
    case .popToRoot: "pop to root"
    case .replace(let rs): "replace \(rs)"
    case .reset(let rs): "reset \(rs)"
    case .insert(let r, let i): "insert \(r) at \(i)"
    case .remove(let id): "remove \(id)"
    case .prune(let r): "prune \(r)"
    case .present(let r): "present \(r)"
    case .dismiss: "dismiss"
    case .back: "back"
    case .setGuard(let id, let allows): "guard \(id) \(allows)"
    }
  }

  /// Runs the operation; `nil` when it threw.
  @MainActor
  func run(on stack: NavigationStack<String>) async -> NavigationResult<String>? {
    do {
      switch self {
      case .push(let r): return stack.push(r)
      case .pushMany(let rs): return stack.push(contentsOf: rs)
      case .pop: return await stack.pop()
      case .popCount(let n): return try await stack.pop(count: n)
      case .popToRoot: return await stack.popToRoot()
      case .replace(let rs): return await stack.replace(path: rs)
      case .reset(let rs): return await stack.reset(path: rs)
      case .insert(let r, let i): return try await stack.insert(r, at: i)
      case .remove(let id): return try await stack.remove(id)
      case .prune(let r): return stack.prune { $0 == r }
      case .present(let r): return stack.present(r)
      case .dismiss: return await stack.dismiss()
      case .back: return await stack.back()
      case .setGuard(let id, let allows):
        stack.setGuard(for: id) { allows }
        return NavigationResult(.unchanged)
      }
    } catch {
      return nil
    }
  }
}
