import Geo
import PlaceSearch
import TestSupport

/// A place search whose every query waits for its own ``open(_:)`` and then answers even if the caller
/// was cancelled meanwhile — the worst case for a stale search overwriting newer results.
actor GatedPlaceSearch: PlaceSearching {
  private let places: [Place]
  private var gates: [String: CheckedContinuation<Void, Never>] = [:]
  private var opened: Set<String> = []
  private var arrivalWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
  /// Every query received, in order.
  private(set) var queries: [String] = []

  init(places: [Place] = FakePlaceSearch.samplePlaces) {
    self.places = places
  }

  /// Lets the search for `query` answer.
  func open(_ query: String) {
    opened.insert(query)
    gates.removeValue(forKey: query)?.resume()
  }

  /// Whether a search for `query` is waiting at its gate.
  func isWaiting(_ query: String) -> Bool { gates[query] != nil }

  /// Returns once a search for `query` waits at its gate.
  func waitUntilWaiting(_ query: String) async {
    guard gates[query] == nil else { return }
    await withCheckedContinuation { arrivalWaiters[query, default: []].append($0) }
  }

  func search(_ query: String, limit: Int, context: SearchContext) async throws -> [Place] {
    queries.append(query)
    if !opened.contains(query) {
      await withCheckedContinuation { gate in
        gates[query] = gate
        for waiter in arrivalWaiters.removeValue(forKey: query) ?? [] { waiter.resume() }
      }
    }
    let needle = query.lowercased()
    return Array(places.filter { $0.name.lowercased().hasPrefix(needle) }.prefix(limit))
  }
}

/// A place search that always fails, as a gazetteer whose data cannot be read would.
struct FailingPlaceSearch: PlaceSearching {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "the place data cannot be read — reinstall roadtrip" }
  }

  func search(_ query: String, limit: Int, context: SearchContext) async throws -> [Place] {
    throw Unreadable()
  }
}
