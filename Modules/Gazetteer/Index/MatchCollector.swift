import Geo
import PlaceSearch

/// The places found so far for one query, each with its best match.
///
/// A place offered more than once keeps its best kind of match (``Tier``), and of equal kinds the
/// first offer. The places are ranked by ``SearchScore`` — match kind, population and distance to
/// the trip in one number — which the caller computes (``ranked(limit:score:into:)``). Offers are
/// packed into integers and compacted by sorting them (no hashing); the arrays keep their capacity
/// from one search to the next (``reset()``).
struct MatchCollector {
  /// One place found, ranked.
  struct Match {
    var place: Int
    var quality: MatchQuality
    /// The global alternate index when found by an alternate name.
    var alternate: Int?
  }

  /// The kinds of match, best first (a place found twice keeps the better).
  enum Tier {
    static let exact = 0
    static let alternateExact = 1
    static let prefix = 2
    static let alternatePrefix = 3
    static let typo = 4

    /// How a place found in `tier` was matched.
    static func quality(_ tier: Int) -> MatchQuality {
      switch tier {
      case exact: .exactName
      case prefix: .namePrefix
      case alternateExact, alternatePrefix: .alternateName
      default: .typo
      }
    }
  }

  /// Places at or above this index are ignored (never in a sound file: 2^28 places).
  private static let placeBits = 28
  private static let tierBits = 3
  private static let sequenceBits = 64 - placeBits - tierBits

  /// One entry per offer: place, tier, offer number (high to low bits), so sorting orders the
  /// offers of each place best first; after ``compact()`` one entry per place.
  private var offers: [UInt64] = []
  /// Per offer number: the global alternate index, or -1.
  private var alternates: [Int] = []
  /// How many leading entries of ``offers`` are compacted (sorted, one per place).
  private var compacted = 0
  /// Scratch for ranking: index into ``offers`` and score.
  private var scored: [(entry: Int, score: Double)] = []
  /// Per tier: how many places of it are scored.
  private var perTier: [Int] = []

  /// Empties the collector for a new query, keeping its storage.
  mutating func reset() {
    offers.removeAll(keepingCapacity: true)
    alternates.removeAll(keepingCapacity: true)
    scored.removeAll(keepingCapacity: true)
    compacted = 0
  }

  /// The number of distinct places found.
  mutating func count() -> Int {
    compact()
    return offers.count
  }

  /// Records a main-name match of `place` (exact or prefix).
  mutating func name(_ place: Int, exact: Bool) {
    offer(place, tier: exact ? Tier.exact : Tier.prefix, alternate: -1)
  }

  /// Records an alternate-name match of `place` through alternate `alternate`.
  mutating func alternate(_ place: Int, alternate: Int, exact: Bool) {
    offer(place, tier: exact ? Tier.alternateExact : Tier.alternatePrefix, alternate: alternate)
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

  /// Appends the best `limit` places to `matches`, by `score(place, tier, alternate)` (higher first;
  /// of equal scores the more populous, i.e. the smaller place index). `alternate` is -1 when none.
  ///
  /// With `byPopulationWithinTier`, the score is known to fall with the place index within a tier
  /// of one penalty (no context), so only each such tier's first `limit` places are scored.
  mutating func ranked(
    limit: Int, byPopulationWithinTier: Bool, score: (Int, Int, Int) -> Double, into matches: inout [Match]
  ) {
    compact()
    let placeShift = UInt64(64 - Self.placeBits)
    let tierShift = UInt64(Self.sequenceBits)
    let tierMask = UInt64(1) << UInt64(Self.tierBits) - 1
    let sequenceMask = UInt64(1) << tierShift - 1
    perTier.removeAll(keepingCapacity: true)
    perTier.append(contentsOf: repeatElement(0, count: 1 << Self.tierBits))
    scored.removeAll(keepingCapacity: true)
    for (index, entry) in offers.enumerated() {
      let tier = Int(entry >> tierShift & tierMask)
      // (Exact alternates' penalties differ by kind: all are scored.)
      if byPopulationWithinTier && tier != Tier.alternateExact {
        guard perTier[tier] < limit else { continue }
        perTier[tier] += 1
      }
      let alternate = alternates[Int(entry & sequenceMask)]
      scored.append((index, score(Int(entry >> placeShift), tier, alternate)))
    }
    // Offers are in place order, so equal scores keep the more populous first.
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.entry < $1.entry }
    for (index, _) in scored.prefix(limit) {
      let entry = offers[index]
      let tier = Int(entry >> tierShift & tierMask)
      let alternate = alternates[Int(entry & sequenceMask)]
      matches.append(
        Match(
          place: Int(entry >> placeShift), quality: Tier.quality(tier),
          alternate: alternate < 0 ? nil : alternate))
    }
  }
}
