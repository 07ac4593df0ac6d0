import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// The span of stops a change reports (``TripStoreChange/stopSpans``) is what a screen reads again
/// instead of the whole trip, so it must hold everything the change touched: for random stop edits,
/// their undos and redos, the outline from before with the span read again equals the trip's
/// outline read whole.
@MainActor
@Suite("Stop spans of changes")
struct StopSpanTests {
  @Test(
    "the outline kept with each change's span read again is the trip's, for 600 random edits, undos and redos",
    arguments: RepositoryKind.allCases)
  func randomEdits(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let places = [Places.monterey, Places.carmel, Places.bigSur, Places.kyoto, Places.osaka, Places.nara]
    let stops = try (0..<40).map { try Stop(name: "Stop \($0 + 1)", coordinate: places[$0 % places.count]) }
    let trip = try Trip(name: "Coast", stops: stops)
    let other = try Trip(
      name: "Kansai", stops: Array(stops.prefix(3)).map { try Stop(name: $0.name, coordinate: $0.coordinate) }
    )
    try repository.importTrips([trip, other])
    var kept = try #require(try repository.stopOutline(of: trip.id))
    var keys = try Self.keys(of: trip.id, in: repository)
    var spansChecked = 0
    var wholeReads = 0
    let observation = repository.addObserver { change in
      guard change.changedTrips.contains(trip.id) else { return }
      do {
        let whole = try #require(try repository.stopOutline(of: trip.id))
        let newKeys = try Self.keys(of: trip.id, in: repository)
        if let span = change.stopSpans[trip.id] {
          let read = try #require(try repository.stopOutline(of: trip.id, in: span))
          let (outline, replaced) = try #require(kept.replacing(span, with: read, near: 0))
          #expect(outline == whole, "\(change)")
          // The stops outside the span kept their page keys.
          let shift = whole.count - kept.count
          #expect(Array(keys[..<replaced.lowerBound]) == Array(newKeys[..<replaced.lowerBound]))
          #expect(Array(keys[replaced.upperBound...]) == Array(newKeys[(replaced.upperBound + shift)...]))
          spansChecked += 1
        } else {
          wholeReads += 1
        }
        kept = whole
        keys = newKeys
      } catch {
        Issue.record(error)
      }
    }
    defer { observation.cancel() }
    var random = SplitMix64(seed: 0x5_9A11)
    for step in 0..<600 {
      guard let current = try repository.trip(id: trip.id)?.stops else {
        _ = try repository.redo()  // the import was undone: the trip comes back
        continue
      }
      let stop = current.randomElement(using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        guard let stop else { continue }
        try repository.moveStop(stop.id, in: trip.id, by: Int.random(in: -3...3, using: &random))
      case 2:
        guard let stop else { continue }
        try repository.moveStop(stop.id, in: trip.id, to: Int.random(in: 0..<current.count, using: &random))
      case 3 where current.count > 20:
        guard let stop else { continue }
        try repository.removeStop(stop.id, from: trip.id)
      case 3, 4:
        let added = try Stop(
          name: "Added \(step)", coordinate: places.randomElement(using: &random) ?? Places.nara)
        try repository.insertStop(added, into: trip.id, after: Bool.random(using: &random) ? stop?.id : nil)
      case 5:
        guard let stop else { continue }
        let place = places.randomElement(using: &random) ?? Places.nara
        try repository.updateStop(try stop.with(name: stop.name, coordinate: place), in: trip.id)
      case 6:
        guard let stop else { continue }
        try repository.setStay(
          StopStay(nights: Int.random(in: 0...2, using: &random), visitMinutes: 0) ?? .passingThrough,
          of: stop.id, in: trip.id)
      case 7: _ = try repository.undo()
      case 8: _ = try repository.redo()
      default:
        if Int.random(in: 0..<8, using: &random) == 0 { try repository.reverseStops(in: trip.id) }
      }
    }
    #expect(spansChecked > 400, "most changes came with a span (\(wholeReads) did not)")
  }

  /// Every stop's page key, in trip order.
  private static func keys(of tripID: Trip.ID, in repository: any TripRepository) throws -> [Int64] {
    try repository.stops(of: tripID, StopPageRequest(anchor: nil, direction: .forward, limit: 10_000)).map(
      \.key)
  }

  @Test(
    "a stop moved one place in a 2,000-stop trip, and its undo, report a span of two stops",
    arguments: RepositoryKind.allCases)
  func smallSpan(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let stops = try (0..<2_000).map {
      try Stop(
        name: "Stop \($0 + 1)", coordinate: Coordinate(latitude: 40, longitude: -100 + Double($0) / 100))
    }
    let trip = try Trip(name: "Long", stops: stops)
    try repository.importTrips([trip])
    var read: [Int] = []
    let observation = repository.addObserver { change in
      guard let span = change.stopSpans[trip.id] else { return }
      read.append((try? repository.stopOutline(of: trip.id, in: span))?.count ?? -1)
    }
    defer { observation.cancel() }
    try repository.moveStop(stops[1_000].id, in: trip.id, by: -1)
    _ = try repository.undo()
    _ = try repository.redo()
    #expect(read == [2, 2, 2])
  }
}
