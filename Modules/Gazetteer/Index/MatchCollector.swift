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
///
/// A place offered more than once keeps its best tier, and of equal tiers the first offer. Offers
/// are packed into integers and ranked by sorting them (no hashing); the arrays keep their capacity
/// from one search to the next (``reset(wellKnownCount:)``).
struct MatchCollector {
  /// One place found, ranked.
  struct Match {
    var place: Int
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

    /// How a place found in `tier` was matched.
    static func quality(_ tier: Int) -> MatchQuality {
      switch tier {
      case exactWellKnown, exact: .exactName
      case prefixWellKnown, prefix: .namePrefix
      case alternateExactWellKnown, alternate: .alternateName
      default: .typo
      }
    }
  }

  /// Places at or above this index are ignored (never in a sound file: 2^28 places).
  private static let placeBits = 28
  private static let tierBits = 3
  private static let sequenceBits = 64 - placeBits - tierBits

  private var wellKnownCount = 0
  /// One entry per offer: place, tier, offer number (high to low bits), so sorting orders the
  /// offers of each place best first; after ``compact()`` one entry per place.
  private var offers: [UInt64] = []
  /// Per offer number: the global alternate index, or -1.
  private var alternates: [Int] = []
  /// How many leading entries of ``offers`` are compacted (sorted, one per place).
  private var compacted = 0
  /// Scratch for ranking.
  private var order: [UInt64] = []

  /// Empties the collector for a new query, keeping its storage.
  mutating func reset(wellKnownCount: Int) {
    self.wellKnownCount = wellKnownCount
    offers.removeAll(keepingCapacity: true)
    alternates.removeAll(keepingCapacity: true)
    order.removeAll(keepingCapacity: true)
    compacted = 0
  }

  /// The number of distinct places found.
  mutating func count() -> Int {
    compact()
    return offers.count
  }

  /// Records a main-name match of `place` (exact or prefix).
  mutating func name(_ place: Int, exact: Bool) {
    let wellKnown = place < wellKnownCount
    let tier =
      exact
      ? (wellKnown ? Tier.exactWellKnown : Tier.exact) : (wellKnown ? Tier.prefixWellKnown : Tier.prefix)
    offer(place, tier: tier, alternate: -1)
  }

  /// Records an alternate-name match of `place` through alternate `alternate`.
  mutating func alternate(_ place: Int, alternate: Int, exact: Bool) {
    let tier = exact && place < wellKnownCount ? Tier.alternateExactWellKnown : Tier.alternate
    offer(place, tier: tier, alternate: alternate)
  }

  /// Records a one-typo match of `place`'s name.
  mutating func typo(_ place: Int) {
    offer(place, tier: Tier.typo, alternate: -1)
  }

  private mutating func offer(_ place: Int, tier: Int, alternate: Int) {
    guard place >= 0, place < 1 << Self.placeBits else { return }
    let sequence = UInt64(alternates.count)
    alternates.append(alternate)
    offers.append(
      UInt64(place) << UInt64(64 - Self.placeBits) | UInt64(tier) << UInt64(Self.sequenceBits) | sequence)
  }

  /// Sorts the offers and keeps the first (best) of each place.
  private mutating func compact() {
    guard compacted < offers.count else { return }
    offers.sort()
    let shift = UInt64(64 - Self.placeBits)
    var kept = 0
    for index in offers.indices where kept == 0 || offers[index] >> shift != offers[kept - 1] >> shift {
      offers[kept] = offers[index]
      kept += 1
    }
    offers.removeLast(offers.count - kept)
    compacted = kept
  }

  /// Appends the best `limit` places, ranked, to `matches`.
  mutating func ranked(limit: Int, into matches: inout [Match]) {
    compact()
    // Re-pack as tier, place, offer number, so that sorting ranks.
    let placeShift = UInt64(64 - Self.placeBits)
    let tierShift = UInt64(Self.sequenceBits)
    let sequenceMask = UInt64(1) << tierShift - 1
    order.removeAll(keepingCapacity: true)
    for entry in offers {
      let place = entry >> placeShift
      let tier = entry >> tierShift & (1 << UInt64(Self.tierBits) - 1)
      order.append(tier << UInt64(64 - Self.tierBits) | place << tierShift | entry & sequenceMask)
    }
    order.sort()
    for entry in order.prefix(limit) {
      let tier = Int(entry >> UInt64(64 - Self.tierBits))
      let place = Int(entry >> tierShift & (1 << UInt64(Self.placeBits) - 1))
      let alternate = alternates[Int(entry & sequenceMask)]
      matches.append(
        Match(place: place, quality: Tier.quality(tier), alternate: alternate < 0 ? nil : alternate))
    }
  }
}
