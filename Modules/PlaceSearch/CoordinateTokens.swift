import Geo

/// A coordinate query as tokens, and how they read as a latitude and a longitude.
struct CoordinateTokens {
  /// One token of the text.
  enum Token: Equatable {
    /// A number; `signed` when it was written with + or −.
    case number(Double, signed: Bool)
    /// A degree (0), minute (1) or second (2) mark.
    case mark(Int)
    /// N, S, E or W.
    case hemisphere(Character)
    /// A comma or semicolon between the two halves.
    case comma
  }

  private(set) var tokens: [Token] = []

  /// Whether any number was typed.
  var hasNumber: Bool { tokens.contains { if case .number = $0 { true } else { false } } }

  /// Tokenises `text`; nil when a character that cannot be part of a coordinate appears.
  init?(_ text: String) {
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
        continue
      case "-", "+", "−":
        guard number.isEmpty else { return nil }
        number = character == "−" ? "-" : String(character)
        continue
      default: break
      }
      guard flush() else { return nil }
      switch character {
      case "N", "n", "S", "s", "E", "e", "W", "w":
        tokens.append(.hemisphere(Character(character.uppercased())))
      case "°", "º", "˚": tokens.append(.mark(0))
      case "′", "'", "’", "‘": tokens.append(.mark(1))
      case "″", "\"", "”", "“": tokens.append(.mark(2))
      case ",", ";": tokens.append(.comma)
      case " ", "\t", "/": break
      default: return nil
      }
    }
    guard flush() else { return nil }
  }

  // MARK: - Reading

  /// Latitude and longitude, or nil when the tokens are not two well-formed halves.
  func latitudeLongitude() -> (Double, Double)? {
    guard let halves = split(), halves.count == 2,
      let first = Self.angle(halves[0]), let second = Self.angle(halves[1])
    else { return nil }
    switch (first.hemisphere, second.hemisphere) {
    case (nil, nil): return (first.value, second.value)
    case ("N", "E"), ("N", "W"), ("S", "E"), ("S", "W"), ("N", nil), ("S", nil), (nil, "E"), (nil, "W"):
      return (first.value, second.value)
    case ("E", "N"), ("W", "N"), ("E", "S"), ("W", "S"), ("E", nil), ("W", nil), (nil, "N"), (nil, "S"):
      return (second.value, first.value)
    default: return nil
    }
  }

  /// The two halves: split at a comma, at hemisphere letters, or where a new degree value starts.
  private func split() -> [[Token]]? {
    if let comma = tokens.firstIndex(of: .comma) {
      let rest = tokens[(comma + 1)...]
      guard !rest.contains(.comma) else { return nil }
      return [Array(tokens[..<comma]), Array(rest)]
    }
    let letters = tokens.indices.filter { if case .hemisphere = tokens[$0] { true } else { false } }
    if letters.count == 2 {
      if letters[0] == 0 {  // "N 35 E 135": each letter starts a half
        return [Array(tokens[0..<letters[1]]), Array(tokens[letters[1]...])]
      }
      guard letters[1] == tokens.count - 1 else { return nil }  // "35 N 135 E": each ends one
      return [Array(tokens[0...letters[0]]), Array(tokens[(letters[0] + 1)...])]
    }
    guard letters.isEmpty else { return nil }
    let numbers = tokens.indices.filter { if case .number = tokens[$0] { true } else { false } }
    // Without letters or a comma: a second degree mark starts the second half; otherwise the
    // numbers split evenly ("36.6 -121.9", "48 51 24 2 21 3").
    let degrees = tokens.indices.filter { tokens[$0] == .mark(0) }
    if degrees.count == 2 {
      // The second half starts with the number that the second degree mark follows.
      guard let start = numbers.last(where: { $0 < degrees[1] }), start > degrees[0] else { return nil }
      return [Array(tokens[..<start]), Array(tokens[start...])]
    }
    guard degrees.isEmpty, numbers.count % 2 == 0, numbers.count <= 6 else { return nil }
    let middle = numbers[numbers.count / 2]
    return [Array(tokens[..<middle]), Array(tokens[middle...])]
  }

  /// One half: up to three numbers (degrees, minutes, seconds; marks optional but in order; only
  /// the last may have decimals, only the first a sign) and at most one hemisphere letter, which
  /// excludes a sign.
  private static func angle(_ tokens: [Token]) -> (value: Double, hemisphere: Character?)? {
    var parts: [(value: Double, slot: Int)] = []
    var hemisphere: Character?
    var negative = false
    var signed = false
    for token in tokens {
      switch token {
      case .number(let value, let isSigned):
        guard !isSigned || parts.isEmpty else { return nil }
        if isSigned {
          signed = true
          negative = value.sign == .minus
        }
        parts.append((abs(value), parts.last.map { $0.slot + 1 } ?? 0))
      case .mark(let slot):
        guard let last = parts.last, last.slot <= slot else { return nil }
        parts[parts.count - 1].slot = slot
      case .hemisphere(let letter):
        guard hemisphere == nil, !signed else { return nil }
        hemisphere = letter
      case .comma:
        return nil
      }
    }
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var value = 0.0
    var previousSlot = -1
    for (index, part) in parts.enumerated() {
      guard part.slot > previousSlot, part.slot <= 2, part.slot == 0 || part.value < 60,
        index == parts.count - 1 || part.value == part.value.rounded()
      else { return nil }
      previousSlot = part.slot
      value += part.value / [1.0, 60.0, 3600.0][part.slot]
    }
    if let hemisphere {
      guard !signed else { return nil }
      return ((hemisphere == "S" || hemisphere == "W") ? -value : value, hemisphere)
    }
    return (negative ? -value : value, nil)
  }
}
