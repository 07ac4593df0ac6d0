import Geo
import TestSupport
import Testing

@testable import RouteMap
@testable import TextUI

/// The map's behaviour a user notices, beyond the golden renderings.
@Suite("Route map")
struct RouteMapTests {
  @Test("without stops the map asks for one, centred and wrapped to the space")
  func empty() {
    let empty = RouteMap(stops: [])
    #expect(empty.isEmpty)
    #expect(
      Self.trimmed(empty.render(columns: 20, rows: 6)) == [
        "", "", " Add a stop to see", "      the map", "", "",
      ])
  }

  @Test("a size of zero draws nothing")
  func zeroSize() {
    #expect(MapTrips.oneStop.render(columns: 0, rows: 5).isEmpty)
    #expect(MapTrips.oneStop.render(columns: 5, rows: 0).isEmpty)
  }

  @Test("the selected stop has its own marker and an inverse label; the others do not")
  func selection() throws {
    let picture = MapTrips.pacificCoast.picture(columns: 80, rows: 24, selected: 3)
    let lines = picture.lines
    #expect(lines.joined().filter { $0 == "@" }.count == 1)
    let marker = try #require(picture.markers[3])
    #expect(Array(lines[marker.row])[marker.column] == "@")
    let label = try #require(picture.labels.first { $0.stop == 3 })
    #expect(label.text == "4 San Luis Obispo")
    let inks = picture.runs(row: label.row).filter { $0.text.contains("San Luis Obispo") }.map(\.ink)
    #expect(inks == [.selectedLabel])
    #expect(picture.runs(row: marker.row).contains { $0.text == "@" && $0.ink == .selectedMarker })
  }

  @Test("moving the selection redraws the map exactly as a fresh one, rows kept or not")
  func keptRowsMatchFreshRows() {
    var generator = SystemRandomNumberGenerator()
    for (map, columns, rows) in [(MapTrips.seventy, 200, 48), (MapTrips.pacificCoast, 80, 20)] {
      let kept = MapCache()
      var selections = Array(map.stops.indices) + [nil] + Array(map.stops.indices)
      selections.shuffle(using: &generator)
      for selected in selections {
        let moved = kept.rows(
          of: map, columns: columns, rows: rows, viewport: .fitted, selected: selected, ambiguous: .narrow)
        let fresh = MapCache().rows(
          of: map, columns: columns, rows: rows, viewport: .fitted, selected: selected, ambiguous: .narrow)
        #expect(moved.source == fresh.source, "selection \(String(describing: selected))")
      }
    }
  }

  @Test("a cache kept across a change of units draws the scale bar in the new unit, as a fresh one does")
  func keptAcrossUnits() {
    let kept = MapCache()
    for units in [DistanceUnit.kilometers, .miles, .kilometers] {
      let map = RouteMap(stops: MapTrips.pacificCoast.stops, units: units)
      let drawn = kept.rows(
        of: map, columns: 80, rows: 20, viewport: .fitted, selected: 0, ambiguous: .narrow)
      let fresh = MapCache().rows(
        of: map, columns: 80, rows: 20, viewport: .fitted, selected: 0, ambiguous: .narrow)
      #expect(drawn.source == fresh.source, "\(units)")
    }
  }

  @Test(
    "a cache kept across moves, their undos and a zoom draws what a fresh one draws",
    arguments: [(80, 20), (24, 8)])
  func keptAcrossMoves(columns: Int, rows: Int) {
    let kept = MapCache()
    var stops = (0..<300).map { index in
      RouteMap.Stop(
        name: "Stop \(index + 1)",
        coordinate: Coordinate(
          latitude: 34 + Double(index % 17) * 0.3, longitude: -120 + Double(index % 29) * 0.25))
    }
    var random = SplitMix64(seed: 0x40_7E5)
    var reorderedPlacements = 0
    for step in 0..<60 {
      let from = Int.random(in: 0..<stops.count, using: &random)
      let to = min(stops.count - 1, max(0, from + Int.random(in: -3...3, using: &random)))
      stops.insert(stops.remove(at: from), at: to)
      if step % 10 == 9 {
        stops[from] = RouteMap.Stop(name: "Moved", coordinate: Coordinate(latitude: 50, longitude: 10))
      }
      let viewport: MapViewport =
        step % 20 < 10 ? .fitted : MapViewport.fitted.zoomed(by: 2, around: stops[to].coordinate)
      let map = RouteMap(stops: stops)
      let before = kept.reorderedCount
      let drawn = kept.rows(
        of: map, columns: columns, rows: rows, viewport: viewport, selected: to, ambiguous: .narrow)
      let fresh = MapCache().rows(
        of: map, columns: columns, rows: rows, viewport: viewport, selected: to, ambiguous: .narrow)
      #expect(drawn.source == fresh.source, "step \(step)")
      reorderedPlacements += kept.reorderedCount - before
    }
    #expect(reorderedPlacements > 20, "most moves reuse the placement reordered")
  }

  @Test("a cache kept across stops removed and added in a 5,000-stop trip draws what a fresh one draws")
  func keptAcrossDeletes() {
    let kept = MapCache()
    var stops = (0..<5_000).map { (index: Int) -> Coordinate in
      let latitude = 32 + Double(index % 23) * 0.4 + Double(index % 199) * 0.004
      let longitude = -121 + Double(index % 203) * 0.04
      return Coordinate(latitude: latitude, longitude: longitude)
    }
    var random = SplitMix64(seed: 0xDE1E7E)
    var removedOrAdded: [Coordinate] = []
    for step in 0..<80 {
      switch step % 4 {
      case 0 where step % 20 == 0:
        // The easternmost stop: the map is fitted again.
        let east = stops.indices.max { stops[$0].longitude < stops[$1].longitude } ?? 0
        removedOrAdded.append(stops.remove(at: east))
      case 0, 1:
        removedOrAdded.append(stops.remove(at: Int.random(in: 0..<stops.count, using: &random)))
      case 2:
        // Back where it came from, or somewhere else; now and then a place outside the trip's box.
        let place =
          step % 16 == 14
          ? Coordinate(latitude: 50, longitude: -80)
          : removedOrAdded.popLast() ?? Coordinate(latitude: 35, longitude: -118)
        stops.insert(place, at: Int.random(in: 0...stops.count, using: &random))
      default:
        let index = Int.random(in: 0..<stops.count, using: &random)
        stops[index] = Coordinate(latitude: stops[index].latitude + 0.01, longitude: stops[index].longitude)
      }
      let map = RouteMap(coordinates: stops)
      let selected = Int.random(in: 0..<stops.count, using: &random)
      let drawn = kept.rows(
        of: map, columns: 60, rows: 16, viewport: .fitted, selected: selected, ambiguous: .narrow)
      let fresh = MapCache().rows(
        of: map, columns: 60, rows: 16, viewport: .fitted, selected: selected, ambiguous: .narrow)
      #expect(drawn.source == fresh.source, "step \(step)")
    }
    #expect(kept.editedCount > 20, "most removals and additions edit the kept placement")
  }

  @Test("land is drawn dim and the route bright: the coast near Monterey is on the map")
  func inks() {
    let picture = MapTrips.pacificCoast.picture(columns: 80, rows: 24)
    let inks = Set((0..<picture.rowCount).flatMap { picture.runs(row: $0).map(\.ink) })
    #expect(inks.isSuperset(of: [.land, .route, .marker, .label, .chrome]))
  }

  @Test("a name longer than a label's room ends in … where it is cut; a short one is whole")
  func longNamesEndInEllipsis() {
    let map = MapTrips.map([
      ("Oklahoma City", 35.4676, -97.5164), ("Tulsa (Cain's Ballroom)", 36.1540, -95.9928),
      ("サンフランシスコ国際空港ターミナル", 37.6213, -122.3790),
    ])
    let text = map.render(columns: 120, rows: 40, selected: 0).joined(separator: "\n")
    #expect(text.contains("1 Oklahoma City"))
    #expect(text.contains("2 Tulsa (Cain's Bal…"), "18 cells: 17 of the name and …")
    #expect(!text.contains("Ballr"))
    #expect(text.contains("3 サンフランシスコ…"), "8 wide characters (16 cells) and …")
  }

  @Test("zoomed in to a city, the coarse coast is not drawn across the streets; zoomed out it is")
  func coastHiddenAtStreetZoom() {
    let helsinki = MapTrips.map([
      ("Rautatientori", 60.1708, 24.9414), ("Kaivopuisto", 60.1565, 24.9560), ("Töölö", 60.1830, 24.9210),
    ])
    func inks(_ viewport: MapViewport) -> Set<MapPicture.Ink> {
      let picture = helsinki.picture(columns: 80, rows: 24, viewport: viewport)
      return Set((0..<picture.rowCount).flatMap { picture.runs(row: $0).map(\.ink) })
    }
    // Fitted, the city round fills the map (a few km across): Natural Earth's 1:110m coast would be
    // kilometres off.
    #expect(!inks(.fitted).contains(.land))
    #expect(inks(.fitted).isSuperset(of: [.marker, .label]))
    // Zoomed out to a region, the Gulf of Finland's coast is drawn again.
    #expect(inks(MapViewport.fitted.zoomed(by: -5)).contains(.land))
  }

  @Test("a north-up map shows N in its top-right corner; a polar one does not")
  func north() {
    #expect(MapTrips.kansai.render(columns: 40, rows: 12)[0].hasSuffix("N"))
    #expect(MapTrips.polar.picture(columns: 40, rows: 12).overlays.allSatisfy { $0.text != "N" })
  }

  @Test("names show when there is room; in a crowd numbers come first and the rest go to the legend")
  func crowd() {
    let roomy = MapTrips.pacificCoast.picture(columns: 120, rows: 40)
    #expect(
      roomy.labels.map(\.text) == [
        "1 Monterey", "2 Carmel", "3 Big Sur", "4 San Luis Obispo", "5 Santa Barbara",
      ])
    #expect(roomy.legend == nil)
    let crowded = MapTrips.seventy.picture(columns: 40, rows: 12)
    #expect(crowded.rowCount == 12)
    #expect(crowded.legend?.hasPrefix("Unlabelled: ") == true)
    #expect(crowded.lines.last == crowded.legend.map { MapPicture.padded($0, to: 40) })
    #expect(crowded.labels.count + crowded.legendStopCount == 70)
  }

  @Test(
    "a label touches no other stop's marker and no other label, on every trip at every size",
    arguments: MapTrips.all.map(\.name))
  func labelsKeepApart(_ name: String) throws {
    let map = try #require(MapTrips.all.first { $0.name == name }?.map)
    for (columns, rows) in MapRenderingTests.sizes {
      for selected in [0, map.stops.count / 2] {
        let picture = map.picture(columns: columns, rows: rows, selected: selected)
        for label in picture.labels {
          let own = picture.markers[label.stop]
          for column in [label.column - 1, label.column + label.width] {
            let markerHere = picture.markers.contains { marker in
              marker.map { $0.column == column && $0.row == label.row } ?? false
            }
            let isOwn = own.map { $0.column == column && $0.row == label.row } ?? false
            #expect(!markerHere || isOwn, "\(name) \(columns)x\(rows): “\(label.text)” touches a marker")
            let labelHere = picture.labels.contains { other in
              other.row == label.row && other.column <= column && column < other.column + other.width
            }
            #expect(!labelHere, "\(name) \(columns)x\(rows): “\(label.text)” touches a label")
          }
        }
      }
    }
  }

  @Test("the legend lists runs of stops as ranges, joining the closest when the line is full")
  func legendText() {
    let ranges = MapLegend.ranges([9, 2, 3, 4, 11, 12])
    #expect(ranges == [2...4, 9...9, 11...12])
    #expect(MapLegend.text(ranges, width: 80) == "Unlabelled: 3-5, 10, 12-13")
    #expect(MapLegend.text(ranges, width: 20) == nil)
    #expect(MapLegend.joiningClosest(ranges) == [2...4, 9...12])
    #expect(
      MapLegend.joiningClosest(ranges, keeping: 10) == [2...9, 11...12], "the selected stop's gap is kept")
    #expect(MapLegend.joiningClosest([2...4, 9...9], keeping: 6) == [2...9], "unless it is the only one")
  }

  @Test("zooming in shows less ground, panning moves the route, and the fitted view comes back")
  func viewport() {
    let map = MapTrips.kansai
    let fitted = map.picture(columns: 60, rows: 20)
    let zoomed = map.picture(columns: 60, rows: 20, viewport: MapViewport.fitted.zoomed(by: 1))
    #expect((zoomed.scaleBar?.meters ?? 0) < (fitted.scaleBar?.meters ?? 0))
    let panned = map.picture(columns: 60, rows: 20, viewport: MapViewport.fitted.panned(east: 1, north: 0))
    #expect((panned.markers[0]?.column ?? 0) < (fitted.markers[0]?.column ?? 0))
    #expect(map.render(columns: 60, rows: 20, viewport: .fitted) == fitted.lines)
  }

  /// The lines with trailing spaces removed.
  private static func trimmed(_ lines: [String]) -> [String] {
    lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
