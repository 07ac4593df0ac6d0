import Routing

/// Road legs kept in memory, as the SQLite store keeps them: by key and router, newest first when
/// no router is named.
@MainActor
public final class InMemoryRoadLegStore: RoadLegStore {
  private struct Kept {
    var router: String
    var leg: RoadLeg
    var order: Int
  }

  private var kept: [RoadLegKey: [Kept]] = [:]
  private var order = 0
  /// How many times legs were kept.
  public private(set) var keepCount = 0
  /// How many leg keys have been looked up in total.
  public private(set) var keysLookedUp = 0

  /// An empty store.
  public init() {}

  /// See ``RoadLegStore/keptRoadLegs(_:router:)``.
  public func keptRoadLegs(_ keys: [RoadLegKey], router: String?) throws -> [RoadLegKey: RoadLeg] {
    var found: [RoadLegKey: RoadLeg] = [:]
    keysLookedUp += keys.count
    for key in keys {
      let candidates = (kept[key] ?? []).filter { router == nil || $0.router == router }
      if let newest = candidates.max(by: { $0.order < $1.order }) { found[key] = newest.leg }
    }
    return found
  }

  /// See ``RoadLegStore/keepRoadLegs(_:router:)``.
  public func keepRoadLegs(_ legs: [RoadLegKey: RoadLeg], router: String) throws {
    keepCount += 1
    order += 1
    for (key, leg) in legs {
      kept[key, default: []].removeAll { $0.router == router }
      kept[key, default: []].append(Kept(router: router, leg: leg, order: order))
    }
  }

  /// See ``RoadLegStore/pruneRoadLegs()`` (this store has no trips to compare with: it forgets
  /// nothing).
  public func pruneRoadLegs() throws -> Int { 0 }
}
