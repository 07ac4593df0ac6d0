import Foundation
import Routes
import TestSupport
import Testing
import TripModels

/// Text that Foundation's lenient UUID reading turns into some id, but that is not a canonical
/// UUID: each is 36 characters long, like a real one.
private let lenientSpellings = [
  "11111111-1111-4111-8111-1111111e-400",
  "11111111-1111-4111-8111-0x1111111111",
  "+1111111-1111-4111-8111-111111111111",
  "11111111-1111-4111-8111-+11111111111",
  "11111111-1111-4111-8111-11111111111g",
  "11111111+1111-4111-8111-111111111111",
  "111111111-111-4111-8111-111111111111",
]

@Suite struct StrictIdentifierTests {
  @Test(arguments: lenientSpellings)
  func aDeepLinkWithANonCanonicalUUIDIsRefusedNotReadAsAnotherTrip(_ text: String) {
    #expect(throws: DeepLinkError.invalidReference(text, kind: .trip)) {
      try DeepLinkCodec.parse("roadtrip://trips/\(text)")
    }
    #expect(throws: DeepLinkError.invalidReference(text, kind: .stop)) {
      try DeepLinkCodec.parse("roadtrip://trips/1/waypoints/\(text)")
    }
  }

  @Test(arguments: lenientSpellings)
  func deepLinksAndTypedIdsRefuseTheSameText(_ text: String) {
    #expect(TripID(uuidString: text) == nil)
    #expect(StopID(uuidString: text) == nil)
    #expect(CanonicalUUID.parse(text) == nil)
  }

  @Test func aCanonicalUUIDOpensInEitherLetterCase() throws {
    let id = "11111111-1111-4111-8111-1111111efc00"
    let expected = try #require(TripID(uuidString: id))
    #expect(try DeepLinkCodec.parse("roadtrip://trips/\(id)").trip == .id(expected.uuid))
    #expect(try DeepLinkCodec.parse("roadtrip://trips/\(id.uppercased())").trip == .id(expected.uuid))
  }
}
