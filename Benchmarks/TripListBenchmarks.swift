import Foundation
import Geo
import Navigation
import Observation
import Routes
import TextUI
import TripList
import TripModels
import TripStore

/// Trip list figures: what one trip's rename costs the screens, on a real store of 100,000 trips.
/// (The first frame is measured cold, in a fresh process, by ``ListScalingBenchmarks``.)
enum TripListBenchmarks {
  /// Trips in the store.
  static let tripCount = 100_000
  /// Renames measured.
  static let renames = 2_001

  /// Prints one line per figure.
  @MainActor static func run() {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-triplist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let store = try makeStore(at: (folder as NSString).appendingPathComponent("trips.sqlite"))
      try measure(store: store)
    } catch {
      print("trip list: benchmark failed: \(error)")
    }
  }

  // MARK: - Figures

  @MainActor private static func measure(store: SQLiteTripStore) throws {
    let stack = NavigationStack<Route>(root: .trips)
    let counter = BodyCounter()
    let list = TripListModule.build(repository: store, stack: stack, units: .kilometers) { _ in }
    let listHost = ScreenHost(size: Size(width: 80, height: 24)) {
      CountingView(counter: counter, name: "list", content: list.content)
    }

    // Another screen on the stack that does not show trip names (the App's status line reads the
    // stack and the last message, not the trips); a rename must not re-render it.
    let status = StatusModel()
    let otherHost = ScreenHost(size: Size(width: 80, height: 1)) {
      CountingView(counter: counter, name: "other", content: AnyView(StatusLine(model: status, stack: stack)))
    }

    _ = listHost.render()
    _ = otherHost.render()
    let visible = try store.tripSummaries(offset: 0, limit: 5).map(\.id)
    let offScreen = try store.tripSummaries(offset: tripCount / 2, limit: 5).map(\.id)

    // One visible trip renamed at a time: the list's body runs once, nothing else runs.
    var listEvaluations: [Int] = []
    var otherEvaluations: [Int] = []
    var frameTimes: [Double] = []
    var renderTimes: [Double] = []
    for index in 0..<renames {
      counter.reset()
      let start = ContinuousClock.now
      try store.renameTrip(visible[index % visible.count], to: "Renamed \(index)")
      let committed = ContinuousClock.now
      _ = listHost.renderIfNeeded()
      let end = ContinuousClock.now
      frameTimes.append((end - start).seconds)
      renderTimes.append((end - committed).seconds)
      _ = otherHost.renderIfNeeded()
      listEvaluations.append(counter.count("list"))
      otherEvaluations.append(counter.count("other"))
    }
    let listMedian = Int(Bench.percentile(listEvaluations.map(Double.init), 0.5))
    let listMax = listEvaluations.max() ?? 0
    let otherMax = otherEvaluations.max() ?? 0
    Bench.report(
      "trip list: body evaluations per rename of a visible trip (\(renames) renames)",
      "median \(listMedian), max \(listMax); other screen max \(otherMax)",
      target: "only that screen, once", met: listMax == 1 && listMedian == 1 && otherMax == 0)

    // A rename of a trip no one sees re-renders nothing.
    var offScreenEvaluations = 0
    for index in 0..<renames {
      counter.reset()
      try store.renameTrip(offScreen[index % offScreen.count], to: "Far \(index)")
      _ = listHost.renderIfNeeded()
      _ = otherHost.renderIfNeeded()
      offScreenEvaluations = max(offScreenEvaluations, counter.count("list") + counter.count("other"))
    }
    Bench.report(
      "trip list: body evaluations per rename of an off-screen trip", "max \(offScreenEvaluations)",
      target: "0", met: offScreenEvaluations == 0)

    let p50 = Bench.percentile(frameTimes, 0.5)
    let p99 = Bench.percentile(frameTimes, 0.99)
    Bench.report(
      "trip list: rename committed → new 80×24 frame, \(tripCount) trips",
      "median \(Bench.time(p50)), p99 \(Bench.time(p99))", target: "≤ 16 ms p99 (one 60 Hz frame)",
      met: p99 <= 0.016)
    let renderMedian = Bench.percentile(renderTimes, 0.5)
    let renderP99 = Bench.percentile(renderTimes, 0.99)
    Bench.report(
      "trip list: 80×24 re-render after a rename (the list's own frame cost)",
      "median \(Bench.time(renderMedian)), p99 \(Bench.time(renderP99))", target: "≤ 4 ms p99",
      met: renderP99 <= 0.004)
    withExtendedLifetime(list.owner) {}
  }

  // MARK: - Store

  /// A store of ``tripCount`` trips with up to three stops each, written in one transaction.
  @MainActor private static func makeStore(at path: String) throws -> SQLiteTripStore {
    let store = try SQLiteTripStore(path: path)
    let places = [
      ("Monterey", 36.60024, -121.89468), ("Carmel", 36.55524, -121.92329), ("Big Sur", 36.27040, -121.80810),
      ("京都", 35.02107, 135.75385), ("大阪", 34.69379, 135.50107),
    ]
    var trips: [Trip] = []
    trips.reserveCapacity(tripCount)
    for number in 0..<tripCount {
      let stops = try (0..<(number % 4)).map { offset in
        let place = places[(number + offset) % places.count]
        return try Stop(name: place.0, coordinate: Coordinate(latitude: place.1, longitude: place.2))
      }
      trips.append(try Trip(name: "Trip \(number + 1)", stops: stops))
    }
    try store.importTrips(trips)
    return store
  }
}

// MARK: - Counting body evaluations

/// How many times each counted view's body ran since the last reset.
@MainActor
private final class BodyCounter {
  private var counts: [String: Int] = [:]
  func record(_ name: String) { counts[name, default: 0] += 1 }
  func count(_ name: String) -> Int { counts[name] ?? 0 }
  func reset() { counts = [:] }
}

/// Shows `content` and counts how often its body is evaluated.
private struct CountingView: View {
  let counter: BodyCounter
  let name: String
  let content: AnyView

  var body: some View {
    counter.record(name)
    return content
  }
}

/// A status line: the last message and the depth of the stack, nothing about trips.
@MainActor
@Observable
private final class StatusModel {
  var message = "Ready"
}

private struct StatusLine: View {
  let model: StatusModel
  let stack: NavigationStack<Route>

  var body: some View {
    Text("\(model.message) · \(stack.state.path.count) open")
  }
}
