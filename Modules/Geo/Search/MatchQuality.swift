/// How well a place's name matches a query; lower ranks first.
///
/// Within each kind of match, the place's main name ranks before its alternate names ("york" finds
/// York before a town that merely lists "York" among its alternates); population breaks the rest.
enum MatchQuality: UInt8, Comparable, CaseIterable {
  /// The main name equals the query.
  case exactName = 0
  /// An alternate name equals the query.
  case exactAlternate
  /// The main name starts with the query.
  case prefixName
  /// An alternate name starts with the query.
  case prefixAlternate
  /// A word inside the main name starts with the query ("york" in "New York City").
  case wordName
  /// A word inside an alternate name starts with the query.
  case wordAlternate
  /// The main name is one typo away from the query ("kyotp" → "kyoto").
  case typoName
  /// An alternate name is one typo away from the query.
  case typoAlternate

  /// The quality of a match of `kind` on a main or alternate name.
  init(_ kind: Kind, isMainName: Bool) {
    self = MatchQuality(rawValue: kind.rawValue * 2 + (isMainName ? 0 : 1)) ?? .typoAlternate
  }

  /// The kinds of match, best first (DESIGN §4: exact > prefix > word > typo).
  enum Kind: UInt8 {
    case exact, prefix, word, typo
  }

  static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}
