import Geo
import Testing

@testable import TripDetail

/// The map drawn as text grids (trailing spaces trimmed).
@Suite("Route map")
struct RouteMapTests {
  private func map(_ stops: [(latitude: Double, longitude: Double)]) -> RouteMap {
    RouteMap(coordinates: stops.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) })
  }

  @Test("without stops the map asks for one, centred and wrapped to the space")
  func empty() {
    let empty = map([])
    #expect(empty.isEmpty)
    #expect(
      empty.render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "", "", " Add a stop to see", "      the map", "", "",
      ])
    #expect(
      empty.render(columns: 10, rows: 3).trimmingTrailingSpaces == ["Add a stop", "to see the", "   map"])
  }

  @Test("one stop is marked in the middle")
  func oneStop() {
    #expect(
      map([(10, 10)]).render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "", "", "", "          1", "", "",
      ])
  }

  @Test("stops in one place show the first stop's marker once, in the middle")
  func identicalStops() {
    #expect(
      map([(5, 5), (5, 5), (5, 5)]).render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "", "", "", "          1", "", "",
      ])
  }

  @Test("two stops on the equator are joined by a line, with a 10% margin on each side")
  func equator() {
    #expect(
      map([(0, 0), (0, 10)]).render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "", "", "", "  1⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉2", "", "",
      ])
  }

  @Test("a leg across the antimeridian is drawn the short way: 170°E is west of 170°W")
  func antimeridian() {
    #expect(
      map([(0, 170), (0, -170)]).render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "", "", "", "  1⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉2", "", "",
      ])
  }

  @Test("at 60°N two degrees of longitude are as long as one degree of latitude")
  func cosineCorrection() {
    #expect(
      map([(60, 0), (60, 2), (61, 0)]).render(columns: 20, rows: 6).trimmingTrailingSpaces == [
        "     3",
        "      ⠑⢄",
        "        ⠑⢄",
        "          ⠑⢄",
        "            ⠑⢄",
        "     1⠒⠒⠒⠒⠒⠒⠒⠒2",
      ])
  }

  @Test("Fiji → Samoa → Tonga → Fiji stays a small loop around the antimeridian")
  func loopAcrossAntimeridian() {
    let loop = map([(-18.14, 178.44), (-13.83, -171.76), (-21.14, -175.2), (-18.14, 178.44)])
    #expect(
      loop.render(columns: 40, rows: 10).trimmingTrailingSpaces == [
        "",
        "                          ⢀⡠⠔⢪2",
        "                     ⢀⣀⠤⠒⠉⠁ ⢠⠃",
        "                 ⣀⡠⠔⠊⠁     ⢀⠇",
        "            ⢀⡠⠤⠒⠉         ⢀⠎",
        "         1⣔⠊⠁             ⡜",
        "           ⠉⠒⠤⣀          ⡜",
        "               ⠉⠒⠤⣀     ⡸",
        "                   ⠉⠒⠤⣀⡰⠁",
        "                       3",
      ])
  }

  @Test("the map fills exactly the space given at every size from 20×6 up, with every marker shown")
  func anySize() {
    let stops = (0..<12).map { (index: Int) -> (latitude: Double, longitude: Double) in
      let latitude = Double(index % 5) * 3 - 6
      let longitude = Double(index) * 4 - 20
      return (latitude, longitude)
    }
    let route = map(stops)
    for columns in stride(from: 20, through: 120, by: 7) {
      for rows in stride(from: 6, through: 40, by: 5) {
        let lines = route.render(columns: columns, rows: rows)
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { $0.count == columns })
        let text = lines.joined()
        #expect(text.contains("1") && text.contains("9") && text.contains("C"))
      }
    }
  }

  @Test("a size of zero draws nothing")
  func zeroSize() {
    #expect(map([(1, 1)]).render(columns: 0, rows: 5).isEmpty)
    #expect(map([(1, 1)]).render(columns: 5, rows: 0).isEmpty)
  }
}
