import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Recorded GPX tracks become trips of the points that keep their shape; JSON ids are optional.
/// Off the main actor (but the store tests): long tracks must not hold up the screen tests.
@Suite("Track import and optional ids", .timeLimit(.minutes(10)))
struct TrackImportTests {
  /// A `<trk>` of `segments`, named `name` when given.
  private func track(_ segments: [[Coordinate]], name: String? = nil) -> String {
    let points = segments.map { segment in
      "<trkseg>" + segment.map { "<trkpt lat=\"\($0.latitude)\" lon=\"\($0.longitude)\"/>" }.joined()
        + "</trkseg>"
    }
    return "<trk>" + (name.map { "<name>\($0)</name>" } ?? "") + points.joined(separator: "\n") + "</trk>\n"
  }

  private func gpx(_ body: String) -> Data {
    Data("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\">\n\(body)</gpx>\n".utf8)
  }

  /// `count` points from `start` to `end`, evenly spaced (without `end` when `includingEnd` is false).
  private func line(from start: Coordinate, to end: Coordinate, count: Int, includingEnd: Bool = true)
    -> [Coordinate]
  {
    let steps = includingEnd ? count - 1 : count
    return (0..<count).map { index in
      let fraction = Double(index) / Double(steps)
      return Coordinate(
        latitude: start.latitude + (end.latitude - start.latitude) * fraction,
        longitude: start.longitude + (end.longitude - start.longitude) * fraction)
    }
  }

  @Test("A straight recorded line becomes a trip of its two ends, stops numbered after the track")
  func straightLine() throws {
    let start = Coordinate(latitude: 36.6, longitude: -121.9)
    let end = Coordinate(latitude: 36.9, longitude: -121.9)
    let points = line(from: start, to: end, count: 1_000)
    let contents = try TripExchange.read(gpx(track([points], name: "Commute")), fileName: "ride.gpx")
    let trip = try #require(contents.trips.first)
    #expect(contents.trips.count == 1)
    #expect(contents.isFromTrack(trip))
    #expect(trip.name == "Commute")
    #expect(trip.stops.map(\.name) == ["Commute 1", "Commute 2"])
    #expect(trip.stops.map(\.coordinate) == [points[0], points[999]])
  }

  @Test("A track of one point is a trip of one stop, and the file's route still comes in whole")
  func onePointTrack() throws {
    let point = Coordinate(latitude: 36.6, longitude: -121.9)
    let route =
      "<rte><name>Drive</name><rtept lat=\"36.5\" lon=\"-121.9\"/><rtept lat=\"36.2\" lon=\"-121.8\"/></rte>\n"
    let contents = try TripExchange.read(gpx(route + track([[point]], name: "Pause")), fileName: "day.gpx")
    #expect(contents.trips.map(\.name) == ["Drive", "Pause"])
    #expect(contents.trips.map(\.stops.count) == [2, 1])
    #expect(contents.trips.last?.stops.first?.coordinate == point)
  }

  @Test("A loop round a block keeps its four corners and ends where it started")
  func blockLoop() throws {
    let corners = [
      Coordinate(latitude: 36.60, longitude: -121.90), Coordinate(latitude: 36.60, longitude: -121.89),
      Coordinate(latitude: 36.605, longitude: -121.89), Coordinate(latitude: 36.605, longitude: -121.90),
    ]
    var points: [Coordinate] = []
    for side in 0..<4 {
      points += line(from: corners[side], to: corners[(side + 1) % 4], count: 50, includingEnd: false)
    }
    points.append(corners[0])
    let contents = try TripExchange.read(gpx(track([points], name: "Block")), fileName: "walk.gpx")
    #expect(contents.trips.first?.stops.map(\.coordinate) == corners + [corners[0]])
  }

  @Test("A winding track of 20,000 points keeps at most 25 stops, from its first point to its last")
  func windingTrack() throws {
    let points = (0..<20_000).map { index in
      let step = Double(index)
      return Coordinate(latitude: 45 + step * 0.000_05, longitude: 7 + 0.01 * sin(step / 100))
    }
    let contents = try TripExchange.read(gpx(track([points])), fileName: "Col du Galibier.gpx")
    let trip = try #require(contents.trips.first)
    #expect((3...25).contains(trip.stops.count))
    #expect(trip.stops.first?.coordinate == points.first)
    #expect(trip.stops.last?.coordinate == points.last)
    #expect(trip.name == "Col du Galibier")
    #expect(trip.stops.last?.name == "Col du Galibier \(trip.stops.count)")
  }

  @Test("A spiral of 50,000 points still imports as 25 stops or fewer")
  func spiral() throws {
    let points = (0..<50_000).map { index in
      let turn = Double(index) / 500
      let radius = 0.000_5 * Double(index).squareRoot()
      return Coordinate(latitude: 10 + radius * sin(turn), longitude: 20 + radius * cos(turn))
    }
    let contents = try TripExchange.read(gpx(track([points])), fileName: "spiral.gpx")
    let trip = try #require(contents.trips.first)
    #expect(trip.stops.count <= 25)
    #expect(trip.stops.map(\.coordinate).first == points.first)
    #expect(trip.stops.map(\.coordinate).last == points.last)
  }

  @Test("Routes and tracks import in file order; unnamed tracks take the file's title and a number")
  func routesAndTracks() throws {
    let a = line(
      from: Coordinate(latitude: 46.0, longitude: 7.0), to: Coordinate(latitude: 46.1, longitude: 7.1),
      count: 5)
    let b = line(
      from: Coordinate(latitude: 46.1, longitude: 7.1), to: Coordinate(latitude: 46.1, longitude: 7.3),
      count: 5)
    let body =
      "<metadata><name>Alps</name></metadata>\n" + track([a])
      + "<rte><name>Plan</name><rtept lat=\"46.0\" lon=\"7.0\"/><rtept lat=\"46.2\" lon=\"7.2\"/></rte>\n"
      + track([a], name: "Day 2") + "<trk><name/></trk>\n" + track([Array(a.prefix(2)), [], b], name: "")
      + "<wpt lat=\"46.05\" lon=\"7.05\"><name>Hut</name></wpt>\n"
    let contents = try TripExchange.read(gpx(body), fileName: "holiday.gpx")
    #expect(contents.trips.map(\.name) == ["Alps (track 1)", "Plan", "Day 2", "Alps (track 4)", "Alps"])
    #expect(contents.trips.map(contents.isFromTrack) == [true, false, true, true, false])
    #expect(contents.trips[0].stops.map(\.name) == ["Alps (track 1) 1", "Alps (track 1) 2"])
    #expect(contents.trips[1].stops.count == 2)
    #expect(contents.trips[3].stops.map(\.coordinate) == [a[0], b[0], b[4]], "the segments are one line")
  }

  @Test("A track named after a long file name is shortened with … to fit, and so are its stops")
  func longFileName() throws {
    let name = "2024-05-01 Morning ride along the coast from Monterey to Big Sur and back"
    let points = [
      Coordinate(latitude: 36.6, longitude: -121.9), Coordinate(latitude: 36.3, longitude: -121.8),
    ]
    let trip = try #require(try TripExchange.read(gpx(track([points])), fileName: "\(name).gpx").trips.first)
    #expect(trip.name == "2024-05-01 Morning ride along the coast from Monterey to Bi…")
    #expect(
      trip.stops.map(\.name) == [
        "2024-05-01 Morning ride along the coast from Monterey to… 1",
        "2024-05-01 Morning ride along the coast from Monterey to… 2",
      ])
    #expect(trip.stops.allSatisfy { $0.name.count <= EntityName.maximumLength })
  }

  @Test("A track file goes into the store as a trip with its stops")
  @MainActor
  func storedTrack() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    let points = line(
      from: Coordinate(latitude: 35.0, longitude: 135.7), to: Coordinate(latitude: 34.7, longitude: 135.5),
      count: 30)
    let trips = try store.importFile(gpx(track([points], name: "Kyoto to Osaka")), fileName: "k.gpx")
    #expect(try store.allTrips() == trips)
    #expect(try store.allTrips().first?.stops.count == 2)
  }

  @Test("JSON trips and stops without ids are imported with new, distinct ids; given ids are kept")
  @MainActor
  func jsonWithoutIDs() throws {
    let given = "A0000000-0000-4000-8000-00000000000A"
    let json = """
      {"trips":[
        {"name":"Coast","waypoints":[
          {"name":"Monterey","location":{"latitude":36.60024,"longitude":-121.89468}},
          {"id":"\(given)","name":"Carmel","location":{"latitude":36.55524,"longitude":-121.92329}}]},
        {"name":"Coast","waypoints":[
          {"name":"Monterey","location":{"latitude":36.60024,"longitude":-121.89468}}]}]}
      """
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    let trips = try store.importFile(Data(json.utf8), fileName: "handmade.json")
    #expect(trips.count == 2)
    #expect(trips[0].id != trips[1].id)
    let stopIDs = trips.flatMap(\.stops).map(\.id)
    #expect(Set(stopIDs).count == 3)
    #expect(trips[0].stops[1].id.uuidString == given)
    #expect(try store.allTrips().map(\.name) == ["Coast", "Coast"])
    #expect(try TripExchange.read(Data(json.utf8), fileName: "handmade.json").tripsFromTracks.isEmpty)
  }
}
