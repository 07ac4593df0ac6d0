import Foundation
import Navigation
import Routes
import TripModels
import TripStore

/// Deep links checked against the real SQLite store, as `roadtrip --open LINK` checks them: a link
/// by position to the last trip's second stop, and by id to a stop of the middle trip, on a
/// 100,000-trip and a 100-trip store, samples taking turns.
enum StoreDeepLinkBenchmark {
  @MainActor static func run() async {
    do {
      let folder = try TripWorkload.temporaryFolder("deep-links")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let small = try TripWorkload.store(
        at: folder + "/small.sqlite", trips: try TripWorkload.numberedTrips(100))
      let big = try TripWorkload.store(
        at: folder + "/big.sqlite", trips: try TripWorkload.numberedTrips(100_000))
      try await measure(small: small, big: big)
    } catch {
      print("navigation: store deep-link benchmark failed: \(error)")
    }
  }

  /// Links that every trip count has: the last trip by position, and a stop of the middle trip by id.
  @MainActor private static func links(in store: SQLiteTripStore) throws -> [String] {
    let lookup = RepositoryRouteLookup(store)
    let count = try store.tripCount()
    var links = ["roadtrip://trips/\(count)"]
    for position in [count / 2, count] {
      guard let trip = try lookup.trip(atPosition: position),
        let stop = try lookup.stop(atPosition: 1, ofTrip: trip)
      else { continue }
      links.append(DeepLinkCodec.link(for: .waypoint(trip: trip, waypoint: stop)))
    }
    return links
  }

  @MainActor private static func measure(small: SQLiteTripStore, big: SQLiteTripStore) async throws {
    let sides = [(small, try links(in: small)), (big, try links(in: big))]
    var samples: [[Double]] = [[], []]
    var failures = 0
    for iteration in 0..<2_010 {
      for (side, (store, links)) in sides.enumerated() {
        let link = links[iteration % links.count]
        let stack = NavigationStack<Route>(root: .trips)
        let start = ContinuousClock.now
        do {
          try await DeepLinkCodec.open(link, on: stack, lookup: RepositoryRouteLookup(store))
        } catch {
          failures += 1
        }
        if iteration >= 10 { samples[side].append((ContinuousClock.now - start).seconds) }
      }
    }
    let smallMedian = Bench.percentile(samples[0], 0.5)
    let bigMedian = Bench.percentile(samples[1], 0.5)
    let ratio = bigMedian / smallMedian
    Bench.report(
      "navigation: deep link checked against the SQLite store, 100,000 ÷ 100 trips (median)",
      String(
        format: "%.2f (%@ vs %@; p99 %@ vs %@)%@", ratio, Bench.time(bigMedian), Bench.time(smallMedian),
        Bench.time(Bench.percentile(samples[1], 0.99)), Bench.time(Bench.percentile(samples[0], 0.99)),
        failures > 0 ? ", \(failures) FAILED" : ""),
      target: "≤ 1.5", met: ratio <= 1.5 && failures == 0)
  }
}
