/// Typed coordinates: "35.02, 135.75", "35.02 135.75", "35.0N 135.7E", "35.0°S, 58.4°W", "N35 E135".
///
/// Text made only of numbers, hemisphere letters and separators is a coordinate query; anything
/// else is a name. A coordinate query that is malformed or out of range finds nothing (never traps).
enum CoordinateQuery: Equatable {
  /// The text is not a coordinate; search names.
  case notCoordinate
  /// The text looks like a coordinate but is not a valid one.
  case invalid
  /// A valid coordinate.
  case coordinate(Coordinate)

  private enum Token: Equatable {
    case number(Double, signed: Bool)
    case hemisphere(Character)
  }

  /// Longer text is never a coordinate.
  private static let maximumLength = 80

  static func parse(_ text: String) -> CoordinateQuery {
    guard text.utf8.count <= maximumLength, let tokens = tokenize(text) else { return .notCoordinate }
    guard tokens.contains(where: { if case .number = $0 { true } else { false } }) else {
      return .notCoordinate
    }
    guard let (latitude, longitude) = interpret(tokens),
      let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude)
    else { return .invalid }
    return .coordinate(coordinate)
  }

  /// The place a coordinate query stands for.
  static func place(for coordinate: Coordinate) -> Place {
    Place(
      id: "coordinate:\(coordinate.latitude),\(coordinate.longitude)", name: coordinate.formatted(),
      countryCode: "", coordinate: coordinate, population: 0)
  }

  // MARK: - Parsing

  /// Numbers and hemisphere letters; nil when any other character appears.
  private static func tokenize(_ text: String) -> [Token]? {
    var tokens: [Token] = []
    var number = ""
    func flush() -> Bool {
      guard !number.isEmpty else { return true }
      defer { number = "" }
      let signed = number.first == "-" || number.first == "+"
      guard let value = Double(number), value.isFinite else { return false }
      tokens.append(.number(value, signed: signed))
      return true
    }
    for character in text {
      switch character {
      case "0"..."9", ".":
        number.append(character)
      case "-", "+", "−":
        guard flush() else { return nil }
        number = character == "−" ? "-" : String(character)
      case "N", "n", "S", "s", "E", "e", "W", "w":
        guard flush() else { return nil }
        tokens.append(.hemisphere(Character(character.uppercased())))
      case " ", "\t", ",", ";", "°", "/":
        guard flush() else { return nil }
      default:
        return nil
      }
    }
    guard flush() else { return nil }
    return tokens
  }

  /// Latitude and longitude from `[n, n]`, `[n, H, n, H]` or `[H, n, H, n]`.
  private static func interpret(_ tokens: [Token]) -> (Double, Double)? {
    switch tokens.count {
    case 2:
      guard case .number(let a, _) = tokens[0], case .number(let b, _) = tokens[1] else { return nil }
      return (a, b)
    case 4:
      if case .number = tokens[0] {
        return hemispheres(number1: tokens[0], letter1: tokens[1], number2: tokens[2], letter2: tokens[3])
      }
      return hemispheres(number1: tokens[1], letter1: tokens[0], number2: tokens[3], letter2: tokens[2])
    default:
      return nil
    }
  }

  private static func hemispheres(number1: Token, letter1: Token, number2: Token, letter2: Token)
    -> (Double, Double)?
  {
    guard case .number(let a, let signedA) = number1, case .hemisphere(let h1) = letter1,
      case .number(let b, let signedB) = number2, case .hemisphere(let h2) = letter2,
      !signedA, !signedB
    else { return nil }
    let valueA = h1 == "S" || h1 == "W" ? -a : a
    let valueB = h2 == "S" || h2 == "W" ? -b : b
    switch (h1, h2) {
    case ("N", "E"), ("N", "W"), ("S", "E"), ("S", "W"): return (valueA, valueB)
    case ("E", "N"), ("W", "N"), ("E", "S"), ("W", "S"): return (valueB, valueA)
    default: return nil
    }
  }
}
