import Geo
import Routing
import TestSupport
import Testing

/// Decoding encoded polylines.
struct PolylineTests {
  @Test("the format's published example decodes to its three points (five decimals)")
  func publishedExample() throws {
    let points = try EncodedPolyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 5)
    #expect(
      points == [
        Coordinate(latitude: 38.5, longitude: -120.2), Coordinate(latitude: 40.7, longitude: -120.95),
        Coordinate(latitude: 43.252, longitude: -126.453),
      ])
  }

  @Test("any shape survives encoding and decoding to within the precision's half unit")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let shape = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Coordinate(
          latitude: Double.random(in: -90...90, using: &generator),
          longitude: Double.random(in: -180...180, using: &generator))
      }
      let decoded = try EncodedPolyline.decode(EncodedPolyline.encode(shape))
      #expect(decoded.count == shape.count)
      for (point, original) in zip(decoded, shape) {
        #expect(abs(point.latitude - original.latitude) <= 0.5e-6 + 1e-12)
        #expect(abs(point.longitude - original.longitude) <= 0.5e-6 + 1e-12)
      }
    }
  }

  @Test("truncated and foreign text is rejected, not read as points")
  func malformed() {
    #expect(throws: EncodedPolyline.Malformed.self) {
      try EncodedPolyline.decode("_p~iF~ps|U_ulLnnqC_mqN", precision: 5)
    }
    #expect(throws: EncodedPolyline.Malformed.self) {
      try EncodedPolyline.decode("_p~iF\u{1B}[2J", precision: 5)
    }
  }
}
