/// The one-character label that marks a stop on the map and in the stop list.
///
/// Stops 1–9 are marked with their number, stops 10–35 with "A"–"Z", stops 36–61 with "a"–"z";
/// any stop after that shares the marker "*" (the list still shows its full number).
enum StopMarker {
  /// The marker of the stop at `index` (0-based position in the trip).
  static func symbol(at index: Int) -> Character {
    switch index {
    case 0..<9: digit(index + 1)
    case 9..<35: letter("A", offset: index - 9)
    case 35..<61: letter("a", offset: index - 35)
    default: "*"
    }
  }

  /// Whether the marker differs from the stop's number (so the list should show both).
  static func isLetter(at index: Int) -> Bool { index >= 9 }

  // MARK: - Helpers

  private static func digit(_ value: Int) -> Character {
    Character(String(value))
  }

  private static func letter(_ first: Unicode.Scalar, offset: Int) -> Character {
    guard let scalar = Unicode.Scalar(first.value + UInt32(offset)) else { return "*" }
    return Character(scalar)
  }
}
