import Foundation
import Testing

@testable import TripStore

/// Stored ids are the canonical upper-case UUID text, whoever formats them.
@Suite("UUID text")
struct UUIDTextTests {
  @Test("the store's formatter writes exactly what uuidString writes")
  func sameAsFoundation() {
    let ids =
      [UUID(), UUID(), UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
      + [UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
    for id in ids + (0..<200).map({ _ in UUID() }) {
      #expect(SQLiteValue.canonicalText(id) == id.uuidString)
    }
  }
}
