import Testing

@testable import TripDetail

@Suite("Stop markers")
struct StopMarkerTests {
  @Test("stops 1–9 are numbered, then upper-case and lower-case letters, then a shared star")
  func sequence() {
    let markers = String((0..<63).map(StopMarker.symbol(at:)))
    #expect(markers == "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz**")
  }

  @Test("only the markers from the tenth stop on differ from the stop's number")
  func letterMarkers() {
    #expect(!StopMarker.isLetter(at: 8))
    #expect(StopMarker.isLetter(at: 9))
  }
}
