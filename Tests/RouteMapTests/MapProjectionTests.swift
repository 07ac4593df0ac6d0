import Geo
import TestSupport
import Testing

@testable import RouteMap

@Suite("Map projection")
struct MapProjectionTests {
  private func coordinates(_ pairs: [(Double, Double)]) -> [Coordinate] {
    pairs.map { Coordinate(latitude: $0.0, longitude: $0.1) }
  }

  private func cells(_ pairs: [(Double, Double)], columns: Int, rows: Int) -> [(Int, Int)?] {
    let frame = MapFrame.fitting(coordinates(pairs), columns: columns, rows: rows)
    return coordinates(pairs).map { frame.cell(of: frame.dot(for: $0)).map { ($0.column, $0.row) } }
  }

  @Test("the central meridian is the middle of the narrowest span holding every stop")
  func centralMeridian() {
    #expect(MapProjection.centralMeridian(of: [-10, 20]) == 5)
    #expect(MapProjection.centralMeridian(of: [170, -170]) == -180)
    #expect(abs(MapProjection.centralMeridian(of: [139.69, -157.86, -118.24]) - -169.275) < 1e-9)
    #expect(MapProjection.centralMeridian(of: []) == 0)
  }

  @Test("two stops on the equator 10° apart sit 12% in from the sides, in the middle row")
  func equatorCells() throws {
    // 40 dots across: 12% is 4.8 dots in (cell 2) and 35.2 dots (cell 17); 24 dots down: row 3.
    let placed = cells([(0, 0), (0, 10)], columns: 20, rows: 6)
    #expect(placed.map { $0?.0 } == [2, 17])
    #expect(placed.map { $0?.1 } == [3, 3])
  }

  @Test("north is up and Mercator stretches latitude: 60°N is twice as far up as 30°N from the equator")
  func mercatorLatitudes() throws {
    let frame = MapFrame.fitting(coordinates([(0, 0), (60, 0)]), columns: 40, rows: 40)
    let equator = frame.dot(for: Coordinate(latitude: 0, longitude: 0)).y
    let thirty = frame.dot(for: Coordinate(latitude: 30, longitude: 0)).y
    let sixty = frame.dot(for: Coordinate(latitude: 60, longitude: 0)).y
    #expect(sixty < thirty && thirty < equator)
    let ratio = (equator - sixty) / (equator - thirty)  // ln tan(75°) / ln tan(60°) = 2.40
    #expect(abs(ratio - 2.397) < 0.01)
  }

  @Test("Tokyo → Honolulu → Los Angeles runs west to east across the antimeridian, all on the map")
  func antimeridian() throws {
    let placed = cells([(35.69, 139.69), (21.31, -157.86), (34.05, -118.24)], columns: 80, rows: 24)
    let columns = try placed.map { try #require($0).0 }
    #expect(columns == columns.sorted())
    #expect(columns[2] - columns[0] > 50)
  }

  @Test("a trip reaching 75° is drawn around the pole, where north is not up everywhere")
  func polar() {
    let svalbard = MapProjection.suited(to: coordinates([(69.65, 18.96), (78.22, 15.64)]))
    guard case .polar(let north, let meridian) = svalbard else {
      Issue.record("Tromsø → Longyearbyen is not polar: \(svalbard)")
      return
    }
    #expect(north && abs(meridian - 17.3) < 1e-9)
    #expect(!svalbard.isNorthUp)
    #expect(MapProjection.suited(to: coordinates([(-77.85, 166.67)])).isNorthUp == false)
    #expect(MapProjection.suited(to: coordinates([(74, 0)])).isNorthUp)
    // The pole is straight up from a stop on the central meridian.
    let frame = MapFrame.fitting(coordinates([(80, 17.3), (89, 17.3)]), columns: 40, rows: 20)
    let stop = frame.dot(for: Coordinate(latitude: 80, longitude: 17.3))
    let pole = frame.dot(for: Coordinate(latitude: 90, longitude: 0))
    #expect(abs(stop.x - pole.x) < 1e-6 && pole.y < stop.y)
  }

  @Test("projecting and unprojecting gives the coordinate back, in both projections")
  func roundTrip() {
    for projection in [
      MapProjection.mercator(centralMeridian: 170), .polar(north: true, centralMeridian: -40),
      .polar(north: false, centralMeridian: 100),
    ] {
      for coordinate in coordinates([(0, 0), (45.5, -179.5), (-33.9, 151.2), (70, 20), (-70, 100)]) {
        guard projection != .polar(north: true, centralMeridian: -40) || coordinate.latitude > -60 else {
          continue
        }
        let back = projection.coordinate(at: projection.project(coordinate))
        #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
        #expect(abs(MapProjection.wrapped(back.longitude - coordinate.longitude)) < 1e-9)
      }
    }
  }

  @Test("one stop, or stops in one place, show about 50 km across the map's shorter side")
  func singleStopExtent() throws {
    for stops in [[(35.02, 135.75)], [(48.85, 2.35), (48.85, 2.35)], [(-80, 10)]] {
      let frame = MapFrame.fitting(coordinates(stops), columns: 40, rows: 12)
      let middle = Double(frame.dotWidth) / 2
      let top = frame.coordinate(atDot: SIMD2(middle, 0))
      let bottom = frame.coordinate(atDot: SIMD2(middle, Double(frame.dotHeight)))
      let across = Geodesic.distance(from: top, to: bottom)
      #expect(abs(across - 50_000) < 2_500, "\(stops): \(across) m")
      let cell = try #require(frame.cell(of: frame.dot(for: coordinates(stops)[0])))
      #expect(cell.column == 20 && cell.row == 6)
    }
  }

  @Test("a round of a city fills the map; stops 30 m apart show 2 km, not the 50 km of one place")
  func cityRoundExtent() {
    func across(_ stops: [(Double, Double)]) -> Double {
      let frame = MapFrame.fitting(coordinates(stops), columns: 40, rows: 12)
      let middle = Double(frame.dotWidth) / 2
      let top = frame.coordinate(atDot: SIMD2(middle, 0))
      let bottom = frame.coordinate(atDot: SIMD2(middle, Double(frame.dotHeight)))
      return Geodesic.distance(from: top, to: bottom)
    }
    // Helsinki: the station, Kaivopuisto and Töölö, 3 km from north to south.
    let city = across([(60.1708, 24.9414), (60.1565, 24.9560), (60.1830, 24.9210)])
    #expect(city > 2_900 && city < 5_000, "\(city) m")
    let street = across([(60.1708, 24.9414), (60.1710, 24.9417)])
    #expect(abs(street - 2_000) < 100, "\(street) m")
  }

  @Test("zooming in halves the ground per dot; panning moves by a quarter of the visible width")
  func zoomAndPan() {
    let stops = coordinates([(36.6, -121.9), (34.4, -119.7)])
    let fitted = MapFrame.fitting(stops, columns: 40, rows: 20)
    let zoomed = MapFrame.fitting(stops, columns: 40, rows: 20, viewport: MapViewport.fitted.zoomed(by: 1))
    #expect(abs(zoomed.unitsPerDot * 2 - fitted.unitsPerDot) < 1e-12)
    let panned = MapFrame.fitting(
      stops, columns: 40, rows: 20, viewport: MapViewport.fitted.zoomed(by: 1).panned(east: 1, north: 0))
    #expect(abs((panned.center.x - zoomed.center.x) / zoomed.unitsPerDot - 80 * 0.25) < 1e-9)
    #expect(MapViewport.fitted.zoomed(by: 100).zoom == MapViewport.zoomLimit)
  }

  @Test("a long trip's central meridian is the same as the few stops it spreads over give")
  func centralMeridianOfManyStops() {
    let count = MapProjection.sortedUpTo * 3
    // Three clusters repeated along the trip: around 170°E, 175°W and 20°E; the widest gap is
    // between 175°W and 20°E, so the span runs east from 20°E across the antimeridian.
    let longitudes = (0..<count).map { index in [170.0, -175.0, 20.0][index % 3] + Double(index % 7) * 0.01 }
    let few = [170.0, 170.06, -175.0, -174.94, 20.0, 20.06]
    #expect(
      abs(MapProjection.centralMeridian(of: longitudes) - MapProjection.centralMeridian(of: few)) < 1e-9)
    #expect(MapProjection.centralMeridian(of: Array(repeating: 42.0, count: count)) == 42)
    let spread = (0..<count).map { Double($0 % 360) - 180 }
    #expect(
      MapProjection.centralMeridian(of: spread) == MapProjection.centralMeridian(of: Array(spread[0..<360])))
  }

  @Test(
    "the widest gap of stops within half the globe is found without sorting, and is the one sorting finds")
  func widestGapWithinHalfTheGlobe() {
    var random = SplitMix64(seed: 7)
    for round in 0..<2_000 {
      let west = Double.random(in: -540...540, using: &random)
      let span = Double.random(in: 0..<(round % 2 == 0 ? 179.999 : 360), using: &random)
      let count = Int.random(in: 1...40, using: &random)
      let longitudes = (0..<count).map { _ in west + Double.random(in: 0...span, using: &random) }
      let sorted = longitudes.map(MapProjection.wrapped).sorted()
      guard let first = sorted.first, let last = sorted.last else { continue }
      var expected = LongitudeGap(low: last, high: first, width: first + 360 - last)
      for (low, high) in zip(sorted, sorted.dropFirst()) where high - low > expected.width {
        expected = LongitudeGap(low: low, high: high, width: high - low)
      }
      #expect(MapProjection.widestGap(of: longitudes) == expected, "round \(round)")
      let stops = longitudes.map { Coordinate(latitude: 0, longitude: $0) }
      #expect(MapProjection.widestGap(of: stops) == expected, "round \(round), found from the stops")
    }
  }
}
