import TestSupport
import Testing

@testable import RouteMap

/// Lines are cut to the map's rectangle before they are drawn: what is inside stays, what is
/// outside goes, and a line wholly inside is drawn as it is.
@Suite("Line clipping")
struct LineClipperTests {
  private let width = 80.0
  private let height = 48.0

  private func inside(_ point: SIMD2<Double>) -> Bool {
    point.x >= -1e-9 && point.x <= width + 1e-9 && point.y >= -1e-9 && point.y <= height + 1e-9
  }

  private func within(_ point: SIMD2<Double>) -> Bool {
    point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height
  }

  /// How far `point` is from the line through `start` and `end`, in units of the line's length.
  private func offLine(_ point: SIMD2<Double>, _ start: SIMD2<Double>, _ end: SIMD2<Double>) -> Double {
    let delta = end - start
    let length = (delta * delta).sum().squareRoot()
    guard length > 0 else { return ((point - start) * (point - start)).sum().squareRoot() }
    let cross = delta.x * (point.y - start.y) - delta.y * (point.x - start.x)
    return abs(cross) / (length * length)
  }

  @Test("a line inside is itself; a clipped line lies on the line, inside; a line beside the map is gone")
  func clipsToTheRectangle() {
    var random = SplitMix64(seed: 0x4C43)
    for round in 0..<20_000 {
      let start = SIMD2(
        Double.random(in: -60...140, using: &random), Double.random(in: -40...90, using: &random))
      let end = SIMD2(
        Double.random(in: -60...140, using: &random), Double.random(in: -40...90, using: &random))
      let clipped = LineClipper.clip(start, end, width: width, height: height)
      if within(start) && within(end) {
        #expect(clipped?.0 == start, "round \(round)")
        #expect(clipped?.1 == start + (end - start), "round \(round)")
      }
      if let (from, to) = clipped {
        #expect(inside(from) && inside(to), "round \(round)")
        #expect(offLine(from, start, end) < 1e-9 && offLine(to, start, end) < 1e-9, "round \(round)")
      }
      let beside =
        (start.x < 0 && end.x < 0) || (start.x > width && end.x > width) || (start.y < 0 && end.y < 0)
        || (start.y > height && end.y > height)
      if beside { #expect(clipped == nil, "round \(round)") }
    }
  }
}
