import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// The property undo and redo rest on: for any sequence of edits, undoing all of them restores the
/// store exactly (every row, sort key, position and cached summary), and redoing all of them
/// restores exactly the state after the edits.
@MainActor
@Suite("Undo and redo, random edit sequences", .timeLimit(.minutes(15)))
struct HistoryPropertyTests {
  static let sequenceCount = 2_000

  @Test("Undoing every edit of 2,000 random sequences restores the start; redoing restores the end")
  func randomSequences() throws {
    let folder = TemporaryDirectory(inMemory: true)
    let path = folder.file("trips.sqlite")
    var random = SplitMix64(seed: 0x5EED_0F_ED17)
    var editsChecked = 0
    for sequence in 0..<Self.sequenceCount {
      // A store of its own per sequence: a new session, so nothing joins the last sequence's edit.
      let store = try SQLiteTripStore(path: path)
      let start = try StoreRows(store)
      let length = Int.random(in: 1...10, using: &random)
      var editor = RandomEditor(store: store)
      for _ in 0..<length { try editor.edit(using: &random) }
      let end = try StoreRows(store)
      let recorded = Int(
        try store.connection.integer(
          "SELECT COUNT(*) FROM edit WHERE session = ? AND undone = 0", [.text(store.session)]) ?? 0)
      for _ in 0..<recorded { #expect(try store.undo() != nil, "sequence \(sequence)") }
      let undone = try StoreRows(store)
      #expect(undone == start, "sequence \(sequence): undoing \(recorded) edits restores the start")
      for _ in 0..<recorded { #expect(try store.redo() != nil, "sequence \(sequence)") }
      let redone = try StoreRows(store)
      #expect(redone == end, "sequence \(sequence): redoing restores the end")
      if undone != start || redone != end { return }
      editsChecked += recorded
    }
    #expect(editsChecked > Self.sequenceCount * 3)
  }
}

/// Every row of a store, read exactly (doubles compared bit for bit).
private struct StoreRows: Equatable {
  var trips: [[String]]
  var stops: [[String]]
  var tripCount: Int64

  @MainActor
  init(_ store: SQLiteTripStore) throws {
    let connection = store.connection
    let exact = { (row: SQLiteStatement, columns: [Int32: Bool]) in
      columns.keys.sorted().map { column in
        columns[column] == true ? String(row.double(column).bitPattern) : (row.text(column) ?? "NULL")
      }
    }
    trips = try connection.query(
      """
      SELECT id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name
      FROM trip ORDER BY id
      """
    ) { exact($0, [0: false, 1: false, 2: false, 3: false, 4: true, 5: false, 6: false]) }
    stops = try connection.query(
      "SELECT trip_id, id, position, name, latitude, longitude, note FROM waypoint ORDER BY trip_id, id"
    ) { exact($0, [0: false, 1: false, 2: false, 3: false, 4: true, 5: true, 6: false]) }
    tripCount = try connection.integer("SELECT trip_count FROM trip_stats WHERE id = 1") ?? -1
  }
}

/// Makes random valid edits of every kind.
@MainActor
private struct RandomEditor {
  let store: SQLiteTripStore
  private let names = ["Coast", "Kansai", "Big Sur", "奈良", "Carmel", "Road", "Nara", "Weekend"]
  private let places = [
    Places.monterey, Places.carmel, Places.bigSur, Places.kyoto, Places.osaka, Places.nara,
  ]

  init(store: SQLiteTripStore) {
    self.store = store
  }

  mutating func edit(using random: inout SplitMix64) throws {
    // A few trips at a time: deletes win once there are more than eight.
    let summaries = try store.tripSummaries(offset: 0, limit: 12)
    guard let summary = summaries.randomElement(using: &random), Int.random(in: 0..<12, using: &random) != 0
    else {
      try store.createTrip(named: names.randomElement(using: &random) ?? "Trip")
      return
    }
    if summaries.count > 8 {
      try store.deleteTrip(summary.id)
      return
    }
    guard let trip = try store.trip(id: summary.id) else { return }
    let stop = trip.stops.randomElement(using: &random)
    let name = names.randomElement(using: &random) ?? "Stop"
    let place = places.randomElement(using: &random) ?? Places.carmel
    switch Int.random(in: 0..<13, using: &random) {
    case 0: try store.renameTrip(trip.id, to: name)
    case 1: try store.deleteTrip(trip.id)
    case 2: try store.duplicateTrip(trip.id)
    case 3:
      let changed = try Trip(id: trip.id, name: name, stops: Array(trip.stops.dropLast()))
      let new = try Trip(name: name, stops: [try Stop(name: name, coordinate: place)])
      try store.importTrips([changed, new], onConflict: Bool.random(using: &random) ? .replace : .keepBoth)
    case 4, 5, 6:
      try store.insertStop(try Stop(name: name, coordinate: place), into: trip.id, after: stop?.id)
    case 7:
      guard let stop else { return }
      try store.updateStop(try stop.with(name: name, coordinate: stop.coordinate), in: trip.id)
    case 8:
      guard let stop else { return }
      try store.updateStop(try stop.with(note: name + " note"), in: trip.id)
    case 9:
      guard let stop else { return }
      try store.updateStop(try stop.with(name: stop.name, coordinate: place), in: trip.id)
    case 10:
      guard let stop else { return }
      try store.removeStop(stop.id, from: trip.id)
    case 11:
      guard let stop else { return }
      if Bool.random(using: &random) {
        try store.moveStop(stop.id, in: trip.id, by: Int.random(in: -3...3, using: &random))
      } else {
        try store.moveStop(stop.id, in: trip.id, to: Int.random(in: 0...trip.stops.count, using: &random))
      }
    default: try store.reverseStops(in: trip.id)
    }
  }
}
