import TestSupport
import Testing

@testable import Geo

/// Number text worked out in integers reads exactly as the C library's `%.*f` writes it: the
/// distances and coordinates on screen must not change by a digit when the faster way is taken.
@Suite("Number text")
struct NumberTextTests {
  @Test(
    "ties round to the even digit, as %.*f rounds a double's exact value",
    arguments: [
      (0.125, 2, "0.12"), (0.375, 2, "0.38"), (2.5, 0, "2"), (3.5, 0, "4"), (0.5, 0, "0"), (1.5, 0, "2"),
      (1.005, 2, "1.00"), (-2.5, 0, "-2"), (-0.0, 1, "-0.0"), (-0.04, 1, "-0.0"), (0, 3, "0.000"),
      (99.96, 1, "100.0"), (0.0005, 3, "0.001"), (4_503_599_627_370_495.5, 0, "4503599627370496"),
    ])
  func ties(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.integerFixed(value, decimals: decimals) == expected)
    #expect(NumberText.printedFixed(value, decimals: decimals) == expected)
  }

  @Test("any double below 2^53, to 0–3 decimals, reads as the C library writes it (seeded)")
  func matchesTheCLibrary() {
    var random = SplitMix64(seed: 2026)
    var checked = 0
    for _ in 0..<200_000 {
      // Magnitudes from subnormals to 2^53, and the halves and quarters that make ties.
      let exponent = Int.random(in: -1_074...52, using: &random)
      let bits = random.next()
      var value =
        Double(sign: bits & 1 == 0 ? .plus : .minus, exponent: exponent, significand: 1)
        * (1 + Double(bits >> 12) / 0x1p52)
      if bits & 2 == 0 { value = (value * 8).rounded() / 8 }
      let decimals = Int(bits >> 2 & 3)
      guard let fast = NumberText.integerFixed(value, decimals: decimals) else { continue }
      #expect(
        fast == NumberText.printedFixed(value, decimals: decimals), "\(value) to \(decimals) decimals")
      checked += 1
    }
    #expect(checked > 150_000)
  }

  @Test("values it cannot work out in integers are left to the C library")
  func outsideItsRange() {
    #expect(NumberText.integerFixed(0x1p53, decimals: 0) == nil)
    #expect(NumberText.integerFixed(36.6, decimals: 7) == nil)
    #expect(NumberText.integerFixed(.nan, decimals: 1) == nil)
    #expect(NumberText.fixed(36.6, decimals: 7) == "36.6000000")
    #expect(NumberText.fixed(1e300, decimals: 0).count == 301)
  }
}
