import Foundation
import Geo
import Routing
import Testing
import TripModels
import TripStore

/// Exports carry the road legs the store keeps: JSON legs their road metres and seconds, GPX a
/// `<trk>` along the road (the `<rte>` as it was), KML and GeoJSON the road as the trip's line.
@MainActor
@Suite("Road legs in exports")
struct RoadExportTests {
  private let a = Coordinate(latitude: 60.1708, longitude: 24.9414)
  private let b = Coordinate(latitude: 60.1690, longitude: 24.9320)
  private let c = Coordinate(latitude: 60.1570, longitude: 24.9560)
  /// The first leg's road (the second leg is not routed).
  private var road: [Coordinate] { [a, Coordinate(latitude: 60.1712, longitude: 24.9350), b] }
  private let folder = TemporaryDirectory()

  private func trip() throws -> Trip {
    try Trip(
      id: TripID(uuidString: "11111111-2222-4333-8444-555555555555") ?? TripID(), name: "Helsinki",
      stops: [
        try Stop(
          id: StopID(uuidString: "11111111-2222-4333-8444-000000000001") ?? StopID(), name: "A", coordinate: a
        ),
        try Stop(
          id: StopID(uuidString: "11111111-2222-4333-8444-000000000002") ?? StopID(), name: "B", coordinate: b
        ),
        try Stop(
          id: StopID(uuidString: "11111111-2222-4333-8444-000000000003") ?? StopID(), name: "C", coordinate: c
        ),
      ])
  }

  /// A store holding the trip, with its first leg kept as routed.
  private func store() throws -> SQLiteTripStore {
    let store = try SQLiteTripStore(path: folder.file("roads.sqlite"))
    _ = try store.importTrips([try trip()])
    let key = RoadLegKey(from: a, to: b, options: RoutingOptions())
    try store.keepRoadLegs(
      [key: RoadLeg(meters: 812.4, seconds: 151.6, shape: road)], router: "http://router.test")
    return store
  }

  private func exported(_ format: TripExchange.Format, from store: SQLiteTripStore) throws -> String {
    var text = ""
    try TripExchange.export(
      from: store, as: format,
      roads: { TripRoadLegs.kept(of: $0, in: store, options: RoutingOptions()) }, write: { text += $0 })
    return text
  }

  @Test("JSON: a routed leg gains road metres and seconds, whole; the unrouted leg does not")
  func json() throws {
    let text = try exported(.json, from: try store())
    #expect(text.contains("\"road\": { \"meters\": 812, \"seconds\": 152 } }"))
    #expect(text.components(separatedBy: "\"road\"").count == 2)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let legs = ((object?["trips"] as? [[String: Any]])?.first?["legs"] as? [[String: Any]]) ?? []
    #expect((legs.first?["road"] as? [String: Any])?["seconds"] as? Int == 152)
    #expect(legs.last?["road"] == nil)
    let back = try TripExchange.importTrips(from: Data(text.utf8), fileName: "x.json")
    #expect(back == [try trip()])
  }

  @Test("GPX: the <rte> as before, then a <trk> with a segment per leg along its road; import skips it")
  func gpx() throws {
    let text = try exported(.gpx, from: try store())
    let plain = TripExchange.export([try trip()], as: .gpx)
    #expect(text.hasPrefix(String(plain.dropLast("</gpx>\n".count))))
    #expect(
      text.hasSuffix(
        """
          <trk>
            <name>Helsinki</name>
            <type>RoadTrip road</type>
            <trkseg>
              <trkpt lat="60.1708" lon="24.9414"/>
              <trkpt lat="60.1712" lon="24.935"/>
              <trkpt lat="60.169" lon="24.932"/>
              <extensions><road:leg xmlns:road="urn:roadtrip:road:1" meters="812" seconds="152"/></extensions>
            </trkseg>
            <trkseg>
              <trkpt lat="60.169" lon="24.932"/>
              <trkpt lat="60.157" lon="24.956"/>
            </trkseg>
          </trk>
        </gpx>

        """), "\(text)")
    let back = try TripExchange.importTrips(from: Data(text.utf8), fileName: "x.gpx")
    #expect(back.map(\.name) == ["Helsinki"])
    #expect(back.first?.stops.map(\.coordinate) == [a, b, c])
  }

  @Test("KML and GeoJSON: the trip's line follows the road where routed; GeoJSON names the road figures")
  func kmlAndGeoJSON() throws {
    let store = try store()
    let kml = try exported(.kml, from: store)
    #expect(
      kml.contains("<coordinates>24.9414,60.1708 24.935,60.1712 24.932,60.169 24.956,60.157</coordinates>"))
    let geojson = try exported(.geojson, from: store)
    #expect(geojson.contains("[[24.9414, 60.1708], [24.935, 60.1712], [24.932, 60.169], [24.956, 60.157]]"))
    #expect(geojson.contains("\"roadMeters\": 812, \"roadSeconds\": 152, \"routedLegs\": 1"))
  }

  @Test("without kept legs (or with other avoid options) every export is as it always was")
  func unrouted() throws {
    let store = try store()
    for format in TripExchange.Format.allCases {
      var text = ""
      try TripExchange.export(
        from: store, as: format,
        roads: { TripRoadLegs.kept(of: $0, in: store, options: RoutingOptions(avoidsTolls: true)) },
        write: { text += $0 })
      #expect(text == TripExchange.export([try trip()], as: format), "\(format)")
    }
  }
}
