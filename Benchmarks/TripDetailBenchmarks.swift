import Foundation
import Geo
import Navigation
import Routes
import TextUI
import TripDetail
import TripModels
import TripStore

/// Trip detail figure: a full frame of a 200-stop trip at 200×50, map included.
enum TripDetailBenchmarks {
  /// Stops on the benchmarked trip.
  static let stopCount = 200

  /// Prints one line per figure.
  @MainActor static func run() {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-tripdetail-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let store = try SQLiteTripStore(path: (folder as NSString).appendingPathComponent("detail.sqlite"))
      let trip = try longTrip(stops: stopCount)
      try store.importTrips([trip])
      let stack = NavigationStack<Route>(root: .trips, path: [.trip(trip.id)])
      let screen = TripDetailModule.build(
        tripID: trip.id, repository: store, stack: stack, units: .kilometers, report: { _ in })
      let host = ScreenHost(size: Size(width: 200, height: 50)) { screen.content }

      var bytes = 0
      let unchanged = Bench.percentiles {
        host.invalidate()
        let frame = host.render()
        bytes = ANSIRenderer.render(frame.canvas).utf8.count
      }
      Bench.report(
        "tripdetail.frame \(stopCount) stops 200x50 incl. map (body+layout+draw+ANSI, \(bytes) B)",
        "median \(Bench.time(unchanged.median)), p99 \(Bench.time(unchanged.p99))", target: "p99 ≤ 4 ms",
        met: unchanged.p99 <= 0.004)

      var down = true
      let moving = try Bench.percentiles {
        down.toggle()
        try host.send(down ? .down : .up)
        _ = ANSIRenderer.render(host.render().canvas)
      }
      Bench.report(
        "tripdetail.frame after a selection move (\(stopCount) stops, 200x50)",
        "median \(Bench.time(moving.median)), p99 \(Bench.time(moving.p99))", target: "p99 ≤ 4 ms",
        met: moving.p99 <= 0.004)
    } catch {
      print("tripdetail: benchmark failed: \(error)")
    }
  }

  /// A trip of `count` stops winding north-east from California.
  private static func longTrip(stops count: Int) throws -> Trip {
    let stops = try (0..<count).map { (index: Int) throws -> Stop in
      let step = Double(index)
      let latitude: Double = 30 + Double(index % 20) * 0.5 + step * 0.05
      let longitude: Double = -120 + step * 0.2
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    return try Trip(name: "Long Haul", stops: stops)
  }
}
