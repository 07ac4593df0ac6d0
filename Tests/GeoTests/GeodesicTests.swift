import Foundation
import Testing

@testable import Geo

@Suite("Geodesic distance")
struct GeodesicTests {
  @Test("agrees with GeographicLib to within 1 mm on every fixture pair")
  func fixture() throws {
    let pairs = try GeodesicFixture.load()
    #expect(pairs.count >= 10_000)
    var worst = (error: 0.0, line: 0)
    for pair in pairs {
      let metres = Geodesic.distance(from: pair.start, to: pair.end)
      let error = abs(metres - pair.metres)
      if !(error <= worst.error) { worst = (error, pair.line) }
    }
    #expect(worst.error < 0.001, "worst error \(worst.error) m on fixture line \(worst.line)")
  }
}
