import Foundation
import Testing
import TripModels
import TripStore

/// Stop notes travel with export and import: JSON keeps them exactly, GPX as `<desc>`.
@Suite("Notes in export and import")
struct NoteExchangeTests {
  private func noted() throws -> Trip {
    try Trip(
      name: "Coast",
      stops: [
        try Stop(name: "Carmel", coordinate: Places.carmel, note: "Lunch at the pier & \"Hog's Breath\""),
        try Stop(name: "Big Sur", coordinate: Places.bigSur),
      ])
  }

  @Test("JSON writes a note only where there is one, and reads it back exactly")
  func json() throws {
    let trip = try noted()
    let text = TripExchange.export([trip], as: .json)
    #expect(text.contains(#""note": "Lunch at the pier & \"Hog's Breath\"","#))
    #expect(text.components(separatedBy: "\"note\"").count == 2, "no empty note for Big Sur")
    #expect(try TripExchange.importTrips(from: Data(text.utf8), fileName: "coast.json") == [trip])
  }

  @Test("A JSON note that breaks the rules is refused with its path")
  func badJSONNote() throws {
    let long = String(repeating: "x", count: 121)
    let text = """
      {"trips": [{"name": "Coast", "waypoints": [
        {"name": "Carmel", "note": "\(long)", "location": {"latitude": 36.5, "longitude": -121.9}}]}]}
      """
    let error = #expect(throws: ImportError.self) {
      try TripExchange.importTrips(from: Data(text.utf8), fileName: "coast.json")
    }
    #expect(error?.description.contains("trips[0].waypoints[0].note") == true)
    #expect(error?.description.contains("note is 121 characters — use at most 120") == true)
  }

  @Test("GPX writes a note as <desc> and reads it back; a long <desc> becomes a short note")
  func gpx() throws {
    let trip = try noted()
    let text = TripExchange.export([trip], as: .gpx)
    #expect(text.contains("<desc>Lunch at the pier &amp; &quot;Hog&apos;s Breath&quot;</desc>"))
    let imported = try TripExchange.importTrips(from: Data(text.utf8), fileName: "coast.gpx")
    #expect(imported.first?.stops.map(\.note) == trip.stops.map(\.note))

    let essay = String(repeating: "A long description\nover lines. ", count: 20)
    let other = """
      <?xml version="1.0"?><gpx version="1.1" creator="Other"><wpt lat="36.5" lon="-121.9">
      <name>Carmel</name><desc>\(essay)</desc></wpt></gpx>
      """
    let note = try TripExchange.importTrips(from: Data(other.utf8), fileName: "other.gpx").first?.stops.first?
      .note
    #expect(note?.count == StopNote.maximumLength)
    #expect(note?.hasPrefix("A long description over lines. A long") == true)
    #expect(note?.hasSuffix("…") == true)
  }

  @Test("A <desc> becomes the note a typed note would: control characters go, spaces collapse")
  func gpxNoteCleanedLikeTyped() throws {
    let description = "Lunch \u{81} at\tthe  pier"
    let other = """
      <?xml version="1.0"?><gpx version="1.1" creator="Other"><wpt lat="36.5" lon="-121.9">
      <name>Carmel</name><desc>\(description)</desc></wpt></gpx>
      """
    let note = try TripExchange.importTrips(from: Data(other.utf8), fileName: "other.gpx").first?.stops.first?
      .note
    #expect(note == "Lunch at the pier")
    #expect(note == (try StopNote.validated(description)))
  }
}
