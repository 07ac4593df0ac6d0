import Geo
import Routing
import TestSupport
import Testing

@testable import ValhallaRouting

/// A router's answer, mutated 3,000 times: it never traps, and is either refused with a typed
/// error whose text cannot move the terminal's cursor, or read as exactly the legs asked for, each
/// a finite, non-negative distance and time along valid coordinates.
@Suite("Router answers, fuzzed")
struct ValhallaAnswerFuzzTests {
  static func validBody(legs: Int) -> [UInt8] {
    let shape = EncodedPolyline.encode(
      [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 60.2, longitude: 24.99)],
      precision: 6
    )
    .replacingBackslashes()
    let leg = #"{"summary":{"length":12.5,"time":900.25},"shape":"\#(shape)"}"#
    let body =
      #"{"trip":{"legs":[\#(Array(repeating: leg, count: legs).joined(separator: ","))],"status":0}}"#
    return Array(body.utf8)
  }

  @Test("3,000 mutated answers: refused with a clean message, or exactly the legs asked for")
  func mutatedAnswers() {
    var random = SplitMix64(seed: 0xFA11_0CA1)
    var accepted = 0
    var refused = 0
    for index in 0..<3_000 {
      let expected = 1 + index % 3
      let status = index % 10 == 0 ? [400, 500, 404][index % 3] : 200
      let base =
        status == 200
        ? Self.validBody(legs: expected)
        : Array(#"{"error_code":442,"error":"No path could be found for input"}"#.utf8)
      let body = ByteMutator.mutate(base, using: &random)
      switch ValhallaAnswer.legs(status: status, body: body, expected: expected, url: "http://router") {
      case .success(let legs):
        accepted += 1
        #expect(status == 200 && legs.count == expected, "case \(index)")
        for leg in legs {
          let figures = leg.meters.isFinite && leg.meters >= 0 && leg.seconds.isFinite && leg.seconds >= 0
          #expect(figures, "case \(index): \(leg.meters) m, \(leg.seconds) s")
          let onGlobe = leg.shape.allSatisfy { $0.isValid }
          #expect(onGlobe, "case \(index): a coordinate off the globe")
        }
      case .failure(let error):
        refused += 1
        let text = error.description
        #expect(text.contains("http://router"), "case \(index): \(text)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text.count < 400, "case \(index): \(text.count) characters")
      }
    }
    print("3,000 mutated router answers: \(accepted) read, \(refused) refused")
  }
}

extension String {
  /// JSON's escape for a backslash (an encoded polyline may hold one).
  fileprivate func replacingBackslashes() -> String {
    var out = ""
    for character in self { out += character == "\\" ? "\\\\" : String(character) }
    return out
  }
}
