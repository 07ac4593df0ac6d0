import Geo
import PlaceSearch
import Platform

/// The one score a search ranks by, in units of a tenfold population (higher is better):
///
///     score = log10(population) − penalty(match) − proximityWeight × log10(1 + d / proximityScale)
///
/// where `d` is the distance in km from the place to the nearest anchor of the ``SearchContext``
/// (the proximity term is 0 without anchors). docs/gazetteer.md gives the table the constants were
/// chosen by.
enum SearchScore {
  // MARK: - Match penalties

  /// The query is the place's main name (or its romanization, for a kana query).
  static let exactName = 0.0
  /// The query is one of the other names of a place of ``exonymPopulation`` or more people: the
  /// name it is known by abroad, or was ("Bombay", "Cologne", "Peking").
  static let exactAlternate = 0.6
  /// The query is one of the other names of a smaller place: a local or former name ("New Britain"
  /// for Ormond Beach), below a real name of a place a tenth the size.
  static let localAlternate = 1.5
  /// From this population on, a place's other names are names it is known by.
  static let exonymPopulation: UInt32 = 50_000
  /// The query is a capital-letter abbreviation of the place ("LA", "NYC").
  static let abbreviation = 0.5
  /// The query is an alternate name one edit from the place's own name ("Monterey" for
  /// Monterrey): a spelling variant of the main name rather than a name of its own.
  static let spellingVariant = 2.0
  /// The query starts the place's main name.
  static let namePrefix = 2.0
  /// The query starts one of the place's other names: without a context, below every real name
  /// match (log10 of the largest population is 7.4).
  static let alternatePrefix = 8.0
  /// The query is one typo from the place's main name: without a context, below every other match.
  static let typo = 10.0

  /// Added when the query names a state by its code and the place is in it: "Richmond, CA" is
  /// Richmond, California before Richmond, British Columbia (CA is also Canada's code).
  static let subdivisionMatch = 1.0

  // MARK: - Proximity

  /// How much a tenfold distance (beyond ``proximityScale``) costs, in tenfold populations.
  static let proximityWeight = 2.5
  /// Distances well below this many km count as "at the trip".
  static let proximityScale = 50.0

  /// The proximity term for a place `kilometers` from the nearest anchor.
  @inline(__always)
  static func proximity(kilometers: Double) -> Double {
    proximityWeight * log10(1 + kilometers / proximityScale)
  }

  /// The population term: log10 of the population (of 1 for none), from the position of its
  /// highest bit and a table of its next eight bits — within 0.002 of the exact value and, like it,
  /// never smaller for a larger population (a search scores hundreds of places; a logarithm each
  /// cost more than the rest of the score).
  @inline(__always)
  static func population(_ people: UInt32) -> Double {
    guard people > 1 else { return 0 }
    let highest = 31 - people.leadingZeroBitCount
    let next = highest >= 8 ? people >> UInt32(highest - 8) & 0xFF : people << UInt32(8 - highest) & 0xFF
    return Double(highest) * log10Of2 + mantissaLog10[Int(next)]
  }

  private static let log10Of2 = log10(2.0)
  /// log10(1 + i / 256) for i in 0..<256.
  private static let mantissaLog10: [Double] = (0..<256).map { log10(1 + Double($0) / 256) }
}
