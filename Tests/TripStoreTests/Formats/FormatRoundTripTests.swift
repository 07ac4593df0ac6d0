import Foundation
import Geo
import Testing
import TripModels
import TripStore

/// KML, GeoJSON and CSV: what RoadTrip writes it reads back, and importing a file again adds
/// nothing.
@MainActor
@Suite("KML, GeoJSON and CSV")
struct FormatRoundTripTests {
  nonisolated static let formats: [TripExchange.Format] = [.kml, .geojson, .csv, .gpx]

  @Test("export → import gives the same trips, names, notes and coordinates", arguments: formats)
  func roundTrip(format: TripExchange.Format) throws {
    let trips = try ExchangeFixture.trips()
    let text = TripExchange.export(trips, as: format)
    let read = try TripExchange.read(Data(text.utf8), fileName: "trips.\(format.fileExtension)")
    #expect(ExchangeFixture.shape(read.trips) == ExchangeFixture.shape(trips))
    #expect(read.tripsFromTracks.isEmpty)
    // The format comes from the content, not the name.
    let renamed = try TripExchange.read(Data(text.utf8), fileName: "trips.txt")
    #expect(renamed == read)
  }

  @Test("the same file imported again is skipped, all of it already here", arguments: formats)
  func importedAgain(format: TripExchange.Format) throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    let data = Data(TripExchange.export(try ExchangeFixture.trips(), as: format).utf8)
    let first = try store.importFile(data, fileName: "a", onConflict: .keepBoth)
    #expect(first.summary.added.count == 2)
    #expect(first.writtenTrips.map(\.name) == ["京都 → 大阪", "Pacific Coast, \"PCH\""])
    let second = try store.importFile(data, fileName: "a", onConflict: .keepBoth)
    #expect(second.summary.written == 0)
    #expect(second.skippedTrips.map(\.stopCount) == [3, 3])
    #expect(try store.allTrips().count == 2)
  }

  @Test(
    "a file exported from the store is already here, though its trips are stored under other ids",
    arguments: formats)
  func exportedFromThisStore(format: TripExchange.Format) throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    let trips = try ExchangeFixture.trips()
    try store.importTrips(trips)
    let data = Data(TripExchange.export(trips, as: format).utf8)
    let result = try store.importFile(data, fileName: "back", onConflict: .keepBoth)
    #expect(result.summary.skipped == trips.map(\.id))
    #expect(result.summary.written == 0)
    #expect(result.skippedTrips.map(\.name) == trips.map(\.name))
    // A trip edited since is other content: it comes in beside the stored one.
    let edited = try trips[0].renamed("京都 → 大阪 (again)")
    let more = try store.importFile(
      Data(TripExchange.export([edited, trips[1]], as: format).utf8), fileName: "edited",
      onConflict: .keepBoth)
    #expect(more.writtenTrips.map(\.name) == ["京都 → 大阪 (again)"])
    #expect(more.skippedTrips.map(\.name) == [trips[1].name])
    #expect(try store.allTrips().count == 3)
  }

  @Test("streamed export equals the whole-document export", arguments: formats)
  func streamed(format: TripExchange.Format) throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    try store.importTrips(try ExchangeFixture.trips())
    var pieces = ""
    try TripExchange.export(from: store, as: format) { pieces += $0 }
    #expect(pieces == TripExchange.export(try store.allTrips(), as: format))
  }

  @Test("CSV reads the headers spreadsheets and GIS tools write, quoted fields and CR LF")
  func csvAliases() throws {
    let csv =
      "Title,LNG,Lat,Description\r\n\"Kyoto, old capital\",135.75385,35.02107,\"temples, \"\"many\"\"\"\r\n"
      + "Nara,135.80485,34.68505,\r\n\r\n"
    let read = try TripExchange.read(Data(csv.utf8), fileName: "kansai.csv")
    #expect(
      ExchangeFixture.shape(read.trips) == [
        "kansai: Kyoto, old capital 35021070,135753850 [temples, \"many\"] | Nara 34685050,135804850 []"
      ])
  }

  @Test("CSV rows are grouped by trip in first-seen order and ordered by position")
  func csvGroups() throws {
    let csv = "trip,position,name,y,x\nB,2,b2,1,1\nA,,a1,2,2\nB,1,b1,3,3\n"
    let read = try TripExchange.read(Data(csv.utf8), fileName: "x.csv")
    #expect(read.trips.map(\.name) == ["B", "A"])
    #expect(read.trips.map { $0.stops.map(\.name) } == [["b1", "b2"], ["a1"]])
  }

  @Test("KML: folders are trips, gx:Track and LineStrings outside them are tracks, ExtendedData fills in")
  func kmlShapes() throws {
    let kml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
      <Document><name>Holiday</name>
        <Folder><name>Day 1</name>
          <Placemark><ExtendedData><Data name="name"><value>Inn</value></Data>
            <Data name="note"><value>check in at 3</value></Data></ExtendedData>
            <Point><coordinates>135.75385,35.02107,0</coordinates></Point></Placemark>
          <Placemark><name>Shrine</name><description><![CDATA[<b>Fushimi</b>]]></description>
            <Point><coordinates>135.7727,34.9671</coordinates></Point></Placemark>
          <Placemark><name>Day 1 line</name><LineString><coordinates>135.75385,35.02107 135.7727,34.9671</coordinates></LineString></Placemark>
        </Folder>
        <Placemark><name>Walk</name><gx:Track><when>2024-01-01T00:00:00Z</when><gx:coord>135.5 34.6 10</gx:coord>
          <when>2024-01-01T00:01:00Z</when><gx:coord>135.6 34.7 12</gx:coord></gx:Track></Placemark>
        <NetworkLink><Link><href>http://example.com/more.kml</href></Link></NetworkLink>
      </Document></kml>
      """
    let read = try TripExchange.read(Data(kml.utf8), fileName: "h.kml")
    #expect(read.trips.map(\.name) == ["Day 1", "Walk"])
    #expect(read.trips.first?.stops.map(\.name) == ["Inn", "Shrine"])
    #expect(read.trips.first?.stops.map(\.note) == ["check in at 3", "<b>Fushimi</b>"])
    #expect(read.trips.last?.stops.count == 2)
    #expect(read.trips.last.map(read.isFromTrack) == true)
  }

  @Test("GeoJSON: a LineString of its own is a track of at most 25 stops; a bare Point is a trip")
  func geoJSONShapes() throws {
    let points = (0..<400).map { "[\(Double($0) / 100), \(sin(Double($0) / 20))]" }.joined(separator: ",")
    let line =
      #"{"type":"Feature","properties":{"name":"Wiggle"},"geometry":{"type":"LineString","coordinates":["#
      + points + "]}}"
    let read = try TripExchange.read(Data(line.utf8), fileName: "w.geojson")
    let trip = try #require(read.trips.first)
    #expect(trip.name == "Wiggle" && read.isFromTrack(trip))
    #expect(trip.stops.count <= 25 && trip.stops.count > 2)
    let bare = try TripExchange.read(
      Data(#"{"type":"Point","coordinates":[135.5,34.7]}"#.utf8), fileName: "p.json")
    #expect(bare.trips.map(\.name) == ["p"])
  }

  @Test("an explicit format reads the file as that format, and refuses it when it is not")
  func explicitFormat() throws {
    let csv = Data(TripExchange.export(try ExchangeFixture.trips(), as: .csv).utf8)
    #expect(throws: ImportError.self) { try TripExchange.read(csv, fileName: "a.csv", format: .kml) }
    #expect(try TripExchange.read(csv, fileName: "a.kml", format: .csv).trips.count == 2)
  }

  @Test("two identical trips in one file stay two trips; ids are made from content, stable across reads")
  func contentIDs() throws {
    let trip = try ExchangeFixture.trips()[0]
    let text = TripExchange.export([trip, trip], as: .gpx)
    let first = try TripExchange.read(Data(text.utf8), fileName: "t.gpx")
    let again = try TripExchange.read(Data(text.utf8), fileName: "t.gpx")
    #expect(first.trips.count == 2)
    #expect(Set(first.trips.map(\.id)).count == 2)
    #expect(first.trips.map(\.id) == again.trips.map(\.id))
    #expect(first.trips[0].stops.map(\.id) == again.trips[0].stops.map(\.id))
  }
}
