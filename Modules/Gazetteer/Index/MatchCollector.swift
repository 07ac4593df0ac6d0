import Geo
import PlaceSearch

/// The places found so far for one query, each with its best match.
///
/// Ranking tiers, best first (each by population, i.e. place index): a real name match of a
/// well-known place (100,000+ people) — exact, then prefix; exact name matches of other places; a
/// well-known place's exact alternate name; prefix name matches of other places; other
/// alternate-name matches; one-typo matches. So an alias or a typo never outranks a real name match
/// of a well-known place nor an exact name ("Monterey" is Monterey, California, not Monterrey,
/// Mexico, also spelled that way), while "München" still finds Munich before the village of
/// Münchenbernsdorf.
struct MatchCollector {
  /// One place found.
  struct Candidate {
    var tier: Int
    var quality: MatchQuality
    /// The global alternate index when found by an alternate name.
    var alternate: Int?
  }

  /// The ranking tiers.
  enum Tier {
    static let exactWellKnown = 0
    static let prefixWellKnown = 1
    static let exact = 2
    static let alternateExactWellKnown = 3
    static let prefix = 4
    static let alternate = 5
    static let typo = 6
  }

  let wellKnownCount: Int
  private(set) var found: [Int: Candidate] = [:]

  init(wellKnownCount: Int) {
    self.wellKnownCount = wellKnownCount
  }

  var count: Int { found.count }

  /// Records a main-name match of `place` (exact or prefix).
  mutating func name(_ place: Int, exact: Bool) {
    let wellKnown = place < wellKnownCount
    let tier =
      exact
      ? (wellKnown ? Tier.exactWellKnown : Tier.exact) : (wellKnown ? Tier.prefixWellKnown : Tier.prefix)
    offer(place, Candidate(tier: tier, quality: exact ? .exactName : .namePrefix, alternate: nil))
  }

  /// Records an alternate-name match of `place` through alternate `alternate`.
  mutating func alternate(_ place: Int, alternate: Int, exact: Bool) {
    let tier = exact && place < wellKnownCount ? Tier.alternateExactWellKnown : Tier.alternate
    offer(place, Candidate(tier: tier, quality: .alternateName, alternate: alternate))
  }

  /// Records a one-typo match of `place`'s name.
  mutating func typo(_ place: Int) {
    offer(place, Candidate(tier: Tier.typo, quality: .typo, alternate: nil))
  }

  private mutating func offer(_ place: Int, _ candidate: Candidate) {
    if let existing = found[place], existing.tier <= candidate.tier { return }
    found[place] = candidate
  }

  /// The best `limit` places, ranked.
  func ranked(limit: Int) -> [(place: Int, candidate: Candidate)] {
    found.map { (place: $0.key, candidate: $0.value) }
      .sorted {
        $0.candidate.tier != $1.candidate.tier ? $0.candidate.tier < $1.candidate.tier : $0.place < $1.place
      }
      .prefix(limit).map { $0 }
  }
}
