import Foundation
import Geo
import Testing
import TripModels
import TripStore

@MainActor
@Suite("Export and import")
struct ExchangeTests {
  private func kansai() throws -> Trip {
    try Trip(
      id: TripID(uuidString: "11111111-2222-4333-8444-555555555555") ?? TripID(), name: "京都 → 大阪",
      stops: [
        try Stop(
          id: StopID(uuidString: "11111111-2222-4333-8444-000000000001") ?? StopID(), name: "京都",
          coordinate: Places.kyoto),
        try Stop(
          id: StopID(uuidString: "11111111-2222-4333-8444-000000000002") ?? StopID(), name: "Osaka \"Namba\"",
          coordinate: Places.osaka),
      ])
  }

  @Test("JSON export has the documented shape, key order and number format")
  func jsonShape() throws {
    let trip = try kansai()
    let meters = String(format: "%.1f", trip.totalMeters)
    let expected = """
      {
        "version": 1,
        "trips": [
          {
            "id": "11111111-2222-4333-8444-555555555555",
            "name": "京都 → 大阪",
            "waypoints": [
              {
                "id": "11111111-2222-4333-8444-000000000001",
                "name": "京都",
                "location": { "latitude": 35.02107, "longitude": 135.75385 }
              },
              {
                "id": "11111111-2222-4333-8444-000000000002",
                "name": "Osaka \\"Namba\\"",
                "location": { "latitude": 34.69379, "longitude": 135.50107 }
              }
            ],
            "legs": [
              { "from": "11111111-2222-4333-8444-000000000001", "to": "11111111-2222-4333-8444-000000000002", \
      "meters": \(meters) }
            ],
            "totalMeters": \(meters)
          }
        ]
      }

      """
    #expect(TripExchange.export([trip], as: .json) == expected)
    #expect(TripExchange.export([], as: .json) == "{\n  \"version\": 1,\n  \"trips\": []\n}\n")
  }

  @Test("JSON export is valid JSON that Foundation reads too")
  func jsonIsValid() throws {
    let text = TripExchange.export([try kansai(), try Trip(name: "Empty")], as: .json)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((object?["trips"] as? [Any])?.count == 2)
  }

  @Test("GPX export is one <rte> of <rtept lat lon><name> per trip")
  func gpxShape() throws {
    let gpx = TripExchange.export([try kansai()], as: .gpx)
    #expect(
      gpx == """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="RoadTrip" xmlns="http://www.topografix.com/GPX/1/1">
          <rte>
            <name>京都 → 大阪</name>
            <rtept lat="35.02107" lon="135.75385">
              <name>京都</name>
            </rtept>
            <rtept lat="34.69379" lon="135.50107">
              <name>Osaka &quot;Namba&quot;</name>
            </rtept>
          </rte>
        </gpx>

        """)
  }

  @Test("Export is deterministic")
  func deterministic() throws {
    let trips = [try kansai()]
    #expect(TripExchange.export(trips, as: .json) == TripExchange.export(trips, as: .json))
    #expect(TripExchange.export(trips, as: .gpx) == TripExchange.export(trips, as: .gpx))
  }

  @Test("JSON round trip keeps ids, names and exact coordinates")
  func jsonRoundTrip() throws {
    let odd = try Trip(
      name: "Edge cases",
      stops: [
        try Stop(name: "South pole", coordinate: Coordinate(latitude: -90, longitude: 180)),
        try Stop(name: "Tiny", coordinate: Coordinate(latitude: 0.000001234, longitude: -0.0)),
        try Stop(
          name: "Precise", coordinate: Coordinate(latitude: 12.345678901234567, longitude: -179.99999)),
      ])
    let trips = [try kansai(), odd, try Trip(name: "No stops")]
    let text = TripExchange.export(trips, as: .json)
    let imported = try TripExchange.importTrips(from: Data(text.utf8), fileName: "trips.json")
    #expect(imported.map(\.id) == trips.map(\.id))
    #expect(imported.map(\.name) == trips.map(\.name))
    #expect(imported.flatMap(\.stops).map(\.id) == trips.flatMap(\.stops).map(\.id))
    #expect(
      imported.flatMap(\.stops).map(\.coordinate.latitude)
        == trips.flatMap(\.stops).map(\.coordinate.latitude))
    #expect(TripExchange.export(imported, as: .json) == text)
  }

  @Test("A store's trips survive export, import into another store, and export again")
  func storeRoundTrip() throws {
    let folder = TemporaryDirectory()
    let source = try SQLiteTripStore(
      location: StoreLocation(path: folder.file("a.sqlite"), seedsSampleTrips: true))
    let text = TripExchange.export(try source.allTrips(), as: .json)
    let target = try SQLiteTripStore(path: folder.file("b.sqlite"))
    try target.importTrips(try TripExchange.importTrips(from: Data(text.utf8), fileName: "export.json"))
    #expect(try target.allTrips() == source.allTrips())
    #expect(try target.tripSummaries(offset: 0, limit: 9) == source.tripSummaries(offset: 0, limit: 9))
    #expect(TripExchange.export(try target.allTrips(), as: .json) == text)
  }

  @Test("GPX round trip keeps names and coordinates")
  func gpxRoundTrip() throws {
    let trip = try kansai()
    let imported = try TripExchange.importTrips(
      from: Data(TripExchange.export([trip], as: .gpx).utf8), fileName: "kansai.gpx")
    #expect(imported.count == 1)
    #expect(imported.first?.name == trip.name)
    #expect(imported.first?.stops.map(\.name) == trip.stops.map(\.name))
    #expect(imported.first?.stops.map(\.coordinate) == trip.stops.map(\.coordinate))
  }

  @Test("The older JSON shape without version, legs and totalMeters is accepted")
  func olderShape() throws {
    let text = """
      {"trips":[{"id":"A0000000-0000-4000-8000-000000000001","name":"Coast","waypoints":[
        {"id":"A0000000-0000-4000-8000-000000000002","name":"Monterey",
         "location":{"latitude":36.60024,"longitude":-121.89468}}]}]}
      """
    let trips = try TripExchange.importTrips(from: Data(text.utf8), fileName: "old.json")
    #expect(trips.map(\.name) == ["Coast"])
    #expect(trips.first?.stops.first?.coordinate == Places.monterey)
  }

  @Test("GPX import reads routes and loose waypoints; names are optional, other elements ignored")
  func gpxImport() throws {
    let text = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="Garmin" xmlns="http://www.topografix.com/GPX/1/1">
        <metadata><name>Weekend</name></metadata>
        <wpt lat="35.02107" lon="135.75385"><name>Kyoto</name><desc>\(String(repeating: "Long text. ", count: 500))</desc></wpt>
        <wpt lat="34.68505" lon="135.80485"></wpt>
        <rte><rtept lat="36.60024" lon="-121.89468"/><rtept lat="36.55524" lon="-121.92329"><name>Carmel</name></rtept></rte>
      </gpx>
      """
    let trips = try TripExchange.importTrips(from: Data(text.utf8), fileName: "weekend.gpx")
    #expect(trips.map(\.name) == ["Route 1", "Weekend"])
    #expect(trips.map { $0.stops.map(\.name) } == [["Stop 1", "Carmel"], ["Kyoto", "Stop 2"]])
  }

  @Test("GPX import reads CDATA, references, comments, CRLF line ends and prefixed extensions")
  func gpxConstructs() throws {
    let text =
      "<?xml version='1.0' encoding='utf-8' standalone='yes'?>\r\n<!-- made by hand -->\r\n"
      + "<gpx xmlns:x=\"urn:x\"><rte><name><![CDATA[Route A]]></name>\r\n"
      + "<rtept lat=\" +35.5 \" lon='-1.'><name>Fish &amp; Chips &#x4EAC;&#37117;</name>"
      + "<x:name>ignored</x:name></rtept></rte></gpx>\r\n"
    let trips = try TripExchange.importTrips(from: Data(text.utf8), fileName: "hand.gpx")
    #expect(trips.map(\.name) == ["Route A"])
    #expect(trips.first?.stops.map(\.name) == ["Fish & Chips 京都"])
    #expect(trips.first?.stops.first?.coordinate == Coordinate(latitude: 35.5, longitude: -1))
  }

  @Test("The format is sniffed when the file has no known extension")
  func sniffing() throws {
    let gpx = TripExchange.export([try kansai()], as: .gpx)
    #expect(try TripExchange.importTrips(from: Data(gpx.utf8), fileName: "download").count == 1)
    let json = TripExchange.export([try kansai()], as: .json)
    #expect(try TripExchange.importTrips(from: Data(json.utf8), fileName: "-").count == 1)
  }

  @Test("JSON escapes are decoded: \\u escapes, surrogate pairs, quotes and backslashes")
  func escapes() throws {
    let text = #"""
      {"trips":[{"id":"A0000000-0000-4000-8000-000000000001","name":"\u4eac\u90fd \ud83d\ude97 \"Go\" \\ \/",
        "waypoints":[]}]}
      """#
    let trips = try TripExchange.importTrips(from: Data(text.utf8), fileName: "escapes.json")
    #expect(trips.first?.name == "京都 🚗 \"Go\" \\ /")
    let exported = TripExchange.export(trips, as: .json)
    #expect(exported.contains(#""name": "京都 🚗 \"Go\" \\ /""#))
    #expect(try TripExchange.importTrips(from: Data(exported.utf8), fileName: "again.json") == trips)
  }
}
