import Testing

@testable import ValhallaRouting

/// How trips are cut into requests of at most 20 stops.
struct RouteChunksTests {
  @Test("every leg of trips of 0 to 100 stops is in exactly one request of at most 20 stops")
  func everyLegOnce() {
    for count in 0...100 {
      let ranges = RouteChunks.ranges(stopCount: count, limit: 20)
      let legs = ranges.flatMap { range in range.dropLast().map { $0 } }
      #expect(legs == Array(0..<max(count - 1, 0)), "\(count) stops")
      #expect(ranges.allSatisfy { $0.count <= 20 && $0.count >= 2 }, "\(count) stops")
    }
  }
}
