import App
import Foundation
import Geo
import Routing
import Synchronization
import TextUI
import TripModels
import TripStore
import ValhallaRouting

// The routing benchmark's set-up (`RoutingBenchmarks`): what loads the router, the HTTP clients
// that record, replay or delay its requests, and how the server shares the machine.

/// The routing figures' trip in the whole app.
enum RoutedTrip {
  /// The whole app as `roadtrip --store PATH --router URL` builds it, at 120×40, on a new store
  /// in `folder` (made here) holding one trip, "Helsinki", through `stops`.
  @MainActor static func session(_ stops: [Coordinate], url: String, in folder: String) throws
    -> HeadlessSession
  {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = (folder as NSString).appendingPathComponent("routing.sqlite")
    let store = try SQLiteTripStore(path: path)
    let trip = try Trip(
      name: "Helsinki",
      stops: stops.enumerated().map { try Stop(name: "Stop \($0.offset + 1)", coordinate: $0.element) })
    _ = try store.importTrips([trip])
    return try HeadlessSession(
      arguments: ["--store", path, "--router", url], environment: [:], size: Size(width: 120, height: 40))
  }
}

/// Whether this machine's Valhalla server runs at Linux's idle priority
/// (`scripts/valhalla-test-server start PORT --elsewhere`): then its work, which a router 30 ms away
/// does on another machine, never takes a core from the app. Read from `/proc`.
enum ServerPriority {
  static let described: String = {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    let servers = processes.filter { pid in
      pid.allSatisfy(\.isNumber)
        && (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("valhalla_servic")
          == true
    }
    guard !servers.isEmpty else { return "no Valhalla server process seen on this machine" }
    let idle = servers.allSatisfy { pid in
      let sched = (try? String(contentsOfFile: "/proc/\(pid)/sched", encoding: .utf8)) ?? ""
      return sched.split(separator: "\n").contains {
        $0.hasPrefix("policy") && $0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) == "5"
      }
    }
    return idle
      ? "the server at idle priority: its work does not take the app's cores"
      : "the server at normal priority, sharing the app's cores"
  }()
}

/// Requests kept in flight by loops off the main actor, one per run of stops, until stopped.
final class Load: Sendable {
  private let running = Atomic<Bool>(true)
  private let answered = Atomic<Int>(0)
  private let loops = Mutex<[Task<Void, Never>]>([])

  /// Starts a loop per run, each routing its run with `router` again and again.
  init(router: ValhallaRouter, runs: [[Coordinate]]) {
    let tasks = runs.map { run in
      Task.detached { [self] in
        while running.load(ordering: .relaxed) {
          if (try? await router.route(run, options: RoutingOptions())) != nil {
            answered.add(1, ordering: .relaxed)
          }
        }
      }
    }
    loops.withLock { $0 = tasks }
  }

  /// Stops the loops, waits for them, and returns how many routes were answered.
  func stop() -> Int {
    running.store(false, ordering: .relaxed)
    for loop in loops.withLock({ $0 }) { _ = GeoBenchmarks.awaitResult { await loop.value } }
    return answered.load(ordering: .relaxed)
  }
}

/// An HTTP client that passes requests to libcurl and keeps their bodies and answers.
final class RecordingHTTP: HTTPPosting {
  private let recorded = Mutex<[(body: [UInt8], outcome: HTTPOutcome)]>([])
  private let curl = CurlHTTPClient()

  /// The bodies posted so far.
  var bodies: [[UInt8]] { recorded.withLock { $0.map(\.body) } }
  /// Each body posted so far with what it was answered.
  var answers: [[UInt8]: HTTPOutcome] {
    recorded.withLock {
      Dictionary($0.map { ($0.body, $0.outcome) }, uniquingKeysWith: { first, _ in first })
    }
  }

  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    let outcome = await curl.post(url: url, body: body, timeout: timeout, maximumBytes: maximumBytes)
    recorded.withLock { $0.append((body, outcome)) }
    return outcome
  }
}

/// Answers each request body with the answer recorded for it, at once.
struct ReplayHTTP: HTTPPosting {
  let answers: [[UInt8]: HTTPOutcome]

  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    answers[body] ?? .unreachable(reason: "no recorded answer")
  }
}

/// libcurl behind a network's latency: each request waits `latency` before it is posted, as if the
/// router were that far away (the app only waits meanwhile; the transfer and the answer's decoding
/// are the real ones).
struct DistantHTTP: HTTPPosting {
  let latency: Duration
  private let curl = CurlHTTPClient()

  init(latency: Duration) { self.latency = latency }

  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    do { try await Task.sleep(for: latency) } catch { return .cancelled }
    return await curl.post(url: url, body: body, timeout: timeout, maximumBytes: maximumBytes)
  }
}

/// A direct request that did not get a route's answer.
struct BenchFailure: Error {}
