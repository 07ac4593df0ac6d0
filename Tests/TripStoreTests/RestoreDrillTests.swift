import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// The restore drill: stores built by random edits (names in many scripts, notes, undo and redo,
/// copies and replacements by import, the occasional trip of thousands of stops) are exported,
/// imported into an empty store and exported again; the two exports must be the same bytes. A
/// backup that does not restore is found here, not on the day it is needed.
@MainActor
@Suite("Restore drill")
struct RestoreDrillTests {
  static let storeCount = 200

  @Test func everyRandomStoreExportsImportsIntoAnEmptyStoreAndExportsTheSameBytes() throws {
    let folder = TemporaryDirectory(inMemory: true)
    var restoredTrips = 0
    for seed in 0..<UInt64(Self.storeCount) {
      var random = SplitMix64(seed: seed)
      let source = try SQLiteTripStore(path: folder.file("source-\(seed).sqlite"))
      var builder = RandomStoreBuilder(store: source)
      try builder.build(using: &random)
      for format in [TripExchange.Format.json, .gpx] where format == .json || seed % 10 == 0 {
        let backup = try export(source, as: format)
        let target = try SQLiteTripStore(path: folder.file("target-\(seed)-\(format).sqlite"))
        do {
          try target.importFile(Data(backup.utf8), fileName: "backup.\(format)", onConflict: .keepBoth)
        } catch {
          Issue.record("seed \(seed), \(format): the backup was refused: \(error)")
          continue
        }
        if format == .json {
          #expect(
            try export(target, as: .json) == backup, "seed \(seed): the restored store exports other bytes")
          restoredTrips += try target.tripCount()
        } else {
          #expect(try target.tripCount() == source.tripCount(), "seed \(seed): GPX restore lost trips")
        }
      }
    }
    #expect(restoredTrips > Self.storeCount, "the drill restored trips, not only empty stores")
  }

  private func export(_ store: SQLiteTripStore, as format: TripExchange.Format) throws -> String {
    var text = ""
    try TripExchange.export(from: store, as: format) { text += $0 }
    return text
  }
}

/// Builds a store by random edits through the repository, the way the app changes it.
@MainActor
private struct RandomStoreBuilder {
  let store: SQLiteTripStore

  private static let words = [
    "Monterey", "京都", "大阪 → 奈良", "Zürich", "São Paulo", "Ærøskøbing", "Москва", "القاهرة", "עכו",
    "देवनागरी", "emoji😀🇯🇵", "Café \"Noir\"", "a<b>&c", "Ω", "x", "Rest stop #3", "한국어", "ไทย",
  ]

  private func name(using random: inout SplitMix64) -> String {
    let count = Int.random(in: 1...3, using: &random)
    let text = (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "x" }.joined(separator: " ")
    return String(text.prefix(EntityName.maximumLength))
  }

  private func stop(using random: inout SplitMix64) throws -> Stop {
    let coordinate = Coordinate(
      latitude: Double.random(in: -90...90, using: &random),
      longitude: Double.random(in: -180...180, using: &random))
    let note = Bool.random(using: &random) ? "" : String(name(using: &random).prefix(StopNote.maximumLength))
    return try Stop(name: name(using: &random), coordinate: coordinate, note: note)
  }

  private func trip(stops: Int, using random: inout SplitMix64) throws -> Trip {
    try Trip(name: name(using: &random), stops: (0..<stops).map { _ in try stop(using: &random) })
  }

  mutating func build(using random: inout SplitMix64) throws {
    let big = Int.random(in: 0..<40, using: &random) == 0
    try store.importTrips(
      [try trip(stops: big ? Int.random(in: 1_000...3_000, using: &random) : 3, using: &random)],
      onConflict: .keepBoth)
    for _ in 0..<Int.random(in: 0...25, using: &random) {
      try edit(using: &random)
    }
  }

  private func edit(using random: inout SplitMix64) throws {
    let trips = try store.allTrips()
    guard let trip = trips.randomElement(using: &random) else {
      try store.importTrips([try self.trip(stops: 2, using: &random)], onConflict: .keepBoth)
      return
    }
    let stop = trip.stops.randomElement(using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      try store.importTrips([try self.trip(stops: Int.random(in: 0...12, using: &random), using: &random)])
    case 1: try store.renameTrip(trip.id, to: name(using: &random))
    case 2: _ = try store.insertStop(try self.stop(using: &random), into: trip.id, after: stop?.id)
    case 3:
      if let stop {
        try store.updateStop(try stop.with(note: String(name(using: &random).prefix(40))), in: trip.id)
      }
    case 4: if let stop { try store.removeStop(stop.id, from: trip.id) }
    case 5: if let stop { try store.moveStop(stop.id, in: trip.id, to: 0) }
    case 6: try store.reverseStops(in: trip.id)
    case 7: _ = try store.undo()
    case 8: _ = try store.redo()
    case 9: if trips.count > 1 { try store.deleteTrip(trip.id) }
    case 10:
      // The same trip, changed, imported again: added as a copy or replacing the stored one.
      let changed = try Trip(id: trip.id, name: name(using: &random), stops: trip.stops)
      try store.importTrips([changed], onConflict: Bool.random(using: &random) ? .keepBoth : .replace)
    default:
      // A hand-made copy that keeps the stops' ids: refused whole, the store unchanged.
      guard !trip.stops.isEmpty else { return }
      let copy = try Trip(name: name(using: &random), stops: trip.stops)
      #expect(throws: TripStoreError.self) { try store.importTrips([copy], onConflict: .keepBoth) }
    }
  }
}
