import Testing

@testable import Geo

@Suite("Distance formatting")
struct DistanceFormattingTests {
  @Test(
    "kilometres: one decimal below 100, whole numbers above, grouping from 1,000",
    arguments: [
      (8_100.0, "8.1 km"), (8_140, "8.1 km"), (0, "0.0 km"), (42, "0.0 km"), (960, "1.0 km"),
      (99_940, "99.9 km"), (99_960, "100 km"), (742_000, "742 km"), (742_400, "742 km"),
      (999_400, "999 km"), (999_600, "1,000 km"), (1_234_000, "1,234 km"), (20_003_931, "20,004 km"),
      (12_345_678_000, "12,345,678 km"), (-8_100, "-8.1 km"), (-20, "0.0 km"),
    ])
  func kilometres(metres: Double, text: String) {
    #expect(DistanceUnit.kilometers.format(meters: metres) == text)
  }

  @Test(
    "miles use the same rules",
    arguments: [
      (8.1 * 1_609.344, "8.1 mi"), (742 * 1_609.344, "742 mi"), (1_234 * 1_609.344, "1,234 mi"),
      (5_611.887889, "3.5 mi"), (20_003_931.4586, "12,430 mi"),
    ])
  func miles(metres: Double, text: String) {
    #expect(DistanceUnit.miles.format(meters: metres) == text)
  }

  @Test("non-finite and huge values never trap")
  func extremes() {
    #expect(DistanceUnit.kilometers.format(meters: .nan) == "— km")
    #expect(DistanceUnit.miles.format(meters: .infinity) == "— mi")
    let huge = DistanceUnit.kilometers.format(meters: 1e300)
    #expect(huge.hasSuffix(" km") && huge.hasPrefix("1,000,000,"))
  }

  @Test("conversion factors")
  func conversion() {
    #expect(DistanceUnit.kilometers.value(meters: 1_500) == 1.5)
    #expect(DistanceUnit.miles.value(meters: 1_609.344) == 1)
  }
}
