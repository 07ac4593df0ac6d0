import Geo

/// How a place was found; the kinds rank in this order (exact name first).
public enum MatchQuality: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// The place's name equals the query.
  case exactName
  /// The place's name starts with the query.
  case namePrefix
  /// One of the place's alternate names equals or starts with the query (``Place/alternateName``).
  case alternateName
  /// The place's name is one typo away from the query.
  case typo
  /// The query was a coordinate.
  case coordinate

  /// Ranks by kind.
  public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}
