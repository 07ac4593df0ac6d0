import Synchronization
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// An import file's trips are read on a thread of their own, a bounded step ahead of the writing:
/// in the file's order, with what the reader threw in its place, never further ahead than the
/// room allows, and stopped when the writing stops.
@Suite struct TripReadAheadTests {
  /// A trip of `stops` stops named `name`.
  private static func trip(_ name: String, stops: Int = 3) throws -> Trip {
    let places = [Places.monterey, Places.carmel, Places.bigSur]
    return try Trip(
      name: name,
      stops: (0..<stops).map { try Stop(name: "\(name) stop \($0)", coordinate: places[$0 % places.count]) })
  }

  struct Broken: Error, Equatable {}

  @Test("trips come out in the file's order, then the end")
  func order() throws {
    let trips = try (1...500).map { try Self.trip("Trip \($0)") }
    let readAhead = TripReadAhead { handOver in
      for trip in trips { guard handOver(.trip(trip)) else { return } }
      _ = handOver(.end)
    }
    defer { readAhead.finish() }
    var names: [String] = []
    while case .trip(let trip) = readAhead.next() { names.append(trip.name) }
    #expect(names == trips.map(\.name))
  }

  @Test("what the reader threw comes after the trips read before it")
  func failureInPlace() throws {
    let first = try Self.trip("First")
    let readAhead = TripReadAhead { handOver in
      _ = handOver(.trip(first))
      _ = handOver(.failure(Broken()))
    }
    defer { readAhead.finish() }
    guard case .trip(let trip) = readAhead.next() else {
      Issue.record("the trip read before the failure was lost")
      return
    }
    #expect(trip.name == "First")
    guard case .failure(let error) = readAhead.next() else {
      Issue.record("the failure was not handed over")
      return
    }
    #expect(error as? Broken == Broken())
  }

  @Test("the reader stops within its room of the writer, and for good when the writing stops")
  func boundedAndStopped() throws {
    let trip = try Self.trip("Endless")  // 4 rows: the trip and 3 stops
    let handedOver = Atomic<Int>(0)
    let readAhead = TripReadAhead { handOver in
      // A file that never ends: only the room and the writer's stop end this loop.
      while handOver(.trip(trip)) { handedOver.add(1, ordering: .relaxed) }
    }
    guard case .trip = readAhead.next() else {
      Issue.record("no trip was handed over")
      return
    }
    readAhead.finish()  // returns once the reader has
    #expect(handedOver.load(ordering: .relaxed) <= TripReadAhead.capacityRows / 4 + 1)
  }

  @Test("a trip longer than the whole room still passes")
  func longTrip() throws {
    let long = try Self.trip("Long", stops: TripReadAhead.capacityRows + 10)
    let short = try Self.trip("Short")
    let readAhead = TripReadAhead { handOver in
      _ = handOver(.trip(short)) && handOver(.trip(long)) && handOver(.trip(short)) && handOver(.end)
    }
    defer { readAhead.finish() }
    var counts: [Int] = []
    while case .trip(let trip) = readAhead.next() { counts.append(trip.stops.count) }
    #expect(counts == [3, TripReadAhead.capacityRows + 10, 3])
  }
}
