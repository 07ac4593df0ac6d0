import Foundation
import Gazetteer
import Geo
import Navigation
import Routes
import TextUI
import TripModels
import TripStore
import Waypoint

/// Stop editor figure: a keystroke in the "Search" field until its results are on
/// screen (field edit → search of the loaded gazetteer → view-model → frame), at 80×24.
///
/// The debounce is zero here: in the TUI it is a deliberate pause after typing, not work.
enum WaypointBenchmarks {
  /// Words typed one character at a time; every keystroke is one sample.
  static let words = ["Kyoto", "San Francisco", "Zurich", "Monterey", "京都", "Buenos Aires", "Kyotp"]

  /// Prints one line per figure.
  @MainActor static func run() {
    keystrokeFigure(
      words: words, name: "waypoint.keystroke → results on screen 80x24 (gazetteer loaded)", target: 0.010)
  }

  /// Types `words` key by key into the stop editor's Search field (80×24, gazetteer loaded) and
  /// reports the median time from a keystroke until its results are rendered.
  @MainActor static func keystrokeFigure(words: [String], name: String, target: Double) {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-waypoint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let store = try SQLiteTripStore(path: (folder as NSString).appendingPathComponent("stop.sqlite"))
      let trip = try store.createTrip(named: "Pacific Coast")
      let stop = try store.addStop(
        to: trip.id, name: "Monterey", coordinate: Coordinate(latitude: 36.6, longitude: -121.89))
      let gazetteer = Gazetteer()
      let stack = NavigationStack<Route>(
        root: .trips, path: [.trip(trip.id), .waypoint(trip: trip.id, waypoint: stop.id)])
      let screen = WaypointModule.build(
        editing: .stop(stop.id, of: trip.id), entryID: stack.state.topEntryID, repository: store,
        places: gazetteer, stack: stack, report: { _ in }, debounce: .zero)
      let host = ScreenHost(size: Size(width: 80, height: 24)) { screen.content }
      MainActorPump.run { _ = try? await gazetteer.load() }
      MainActorPump.run { await screen.settle() }
      _ = host.render()

      let (samples, missing) = MainActorPump.run {
        await keystrokeSamples(words: words, host: host, screen: screen)
      }
      let median = Bench.percentile(samples, 0.5)
      let p99 = Bench.percentile(samples, 0.99)
      let check = missing.isEmpty ? "" : ", no results for \(missing.joined(separator: ", "))"
      Bench.report(
        "\(name) (\(samples.count) keys\(check))",
        "median \(Bench.time(median)), p99 \(Bench.time(p99))", target: "median ≤ \(Bench.time(target))",
        met: median <= target && missing.isEmpty)
    } catch {
      print("waypoint: could not set up the benchmark: \(error)")
    }
  }

  /// Types every word key by key, four rounds (the first is warm-up), timing each keystroke until
  /// its results are rendered; also returns the words whose last frame showed no result row.
  @MainActor private static func keystrokeSamples(
    words: [String], host: ScreenHost, screen: Screen
  ) async -> (samples: [Double], missing: [String]) {
    var samples: [Double] = []
    var missing: [String] = []
    for round in 0..<4 {
      for word in words {
        try? host.setText("Search", "")
        await screen.settle()
        _ = host.render()
        for character in word {
          let start = ContinuousClock.now
          _ = try? host.send(.character(character))
          await screen.settle()
          _ = host.render()
          if round > 0 { samples.append((ContinuousClock.now - start).seconds) }
        }
        if round == 0, !host.plainText.contains("°") {
          missing.append(word)
        }
      }
    }
    return (samples, missing)
  }
}

/// Runs main-actor async work from synchronous main-actor code by turning the main run loop until
/// it finishes (benchmarks only: the stop editor's presenter and host live on the main actor).
///
/// The loop sleeps until the main queue has work (each turn returns once it ran some) and has no
/// timeout: a timeout makes the run loop arm and cancel a timer every turn, main-thread CPU that a
/// figure would count as the app's (it did, 0.3–0.6 ms between two frames of a route arriving).
@MainActor
enum MainActorPump {
  @MainActor private final class Outcome<Value> {
    var value: Value?
  }

  static func run<Value>(_ work: @escaping @MainActor () async -> Value) -> Value {
    let outcome = Outcome<Value>()
    Task { @MainActor in outcome.value = await work() }
    while true {
      if let value = outcome.value { return value }
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
