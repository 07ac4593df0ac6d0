import Foundation
import Geo
import TripModels
import TripStore

/// Store figures: opening a big store, and one committed edit.
enum TripStoreBenchmarks {
  /// Trips in the big store.
  static let bigTripCount = 100_000
  /// Trips in the small store the big one is compared with.
  static let smallTripCount = 100

  /// Prints one line per figure.
  @MainActor static func run() {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let small = (folder as NSString).appendingPathComponent("small.sqlite")
      let big = (folder as NSString).appendingPathComponent("big.sqlite")
      _ = try makeStore(at: small, trips: smallTripCount)
      let creation = try makeStore(at: big, trips: bigTripCount)
      Bench.report(
        "store: create \(bigTripCount) trips (3 stops each, one transaction)", Bench.time(creation),
        target: "≤ 30 s", met: creation <= 30)

      let smallOpen = try Bench.median(iterations: 51) { try openFirstPage(small) }
      let bigOpen = try Bench.median(iterations: 51) { try openFirstPage(big) }
      let ratio = bigOpen / smallOpen
      Bench.report(
        "store: open + first page of summaries, \(bigTripCount) ÷ \(smallTripCount) trips",
        String(format: "median %.2f (%@ vs %@)", ratio, Bench.time(bigOpen), Bench.time(smallOpen)),
        target: "≤ 1.5", met: ratio <= 1.5)

      let store = try SQLiteTripStore(path: big)
      let ids = try store.tripSummaries(offset: 0, limit: 300).map(\.id)
      var counter = 0
      let rename = try Bench.percentiles(iterations: 201) {
        counter += 1
        try store.renameTrip(ids[counter % ids.count], to: "Renamed \(counter)")
      }
      Bench.report(
        "store: one rename committed at \(bigTripCount) trips",
        "median \(Bench.time(rename.median)), p99 \(Bench.time(rename.p99))", target: "≤ 2 ms median",
        met: rename.median <= 0.002)
    } catch {
      print("store: benchmark failed: \(error)")
    }
  }

  /// Opens the store, reads the count and the first screenful of summaries, closes it.
  @MainActor private static func openFirstPage(_ path: String) throws {
    let store = try SQLiteTripStore(path: path)
    _ = try store.tripCount()
    _ = try store.tripSummaries(offset: 0, limit: 50)
  }

  /// Creates a store with `trips` trips of three stops each in one transaction; returns the seconds.
  @MainActor private static func makeStore(at path: String, trips count: Int) throws -> Double {
    let start = ContinuousClock.now
    let store = try SQLiteTripStore(path: path)
    let places = [
      ("Monterey", 36.60024, -121.89468), ("Carmel", 36.55524, -121.92329), ("Big Sur", 36.27040, -121.80810),
      ("京都", 35.02107, 135.75385), ("大阪", 34.69379, 135.50107), ("奈良", 34.68505, 135.80485),
    ]
    var trips: [Trip] = []
    trips.reserveCapacity(count)
    for number in 0..<count {
      let stops = try (0..<3).map { offset in
        let place = places[(number + offset) % places.count]
        return try Stop(name: place.0, coordinate: Coordinate(latitude: place.1, longitude: place.2))
      }
      trips.append(try Trip(name: "Trip \(number)", stops: stops))
    }
    try store.importTrips(trips)
    return (ContinuousClock.now - start).seconds
  }
}
