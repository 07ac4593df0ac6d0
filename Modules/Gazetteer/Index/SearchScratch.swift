import Geo
import PlaceSearch

/// The working buffers of one search, kept by the ``Gazetteer`` actor beside its ``TextFolder`` so
/// that the next search reuses their storage: a search then allocates little beyond its results.
///
/// Every buffer is emptied by the search that uses it before it is filled; nothing read from one
/// search is seen by the next, except the last context's anchors, kept with the context they were
/// made from and used again only for the same anchors (a stop editor searches in one context while
/// the user types: a trip of 100,000 stops is not turned into vectors again per keystroke).
struct SearchScratch {
  /// The folded query (lent to ``PlaceQuery`` and given back).
  var folded: [UInt8] = []
  /// The places found, with their best match.
  var collector = MatchCollector()
  /// The keys of a range found, with what is read for them.
  var keys = KeyBuffers()
  /// The ranked matches, with each one's record word and name's first byte (read ahead).
  var matches: [MatchCollector.Match] = []
  var nameWords: [UInt64] = []
  var nameLeads: [UInt8] = []
  /// The bits of the values read only to bring memory into the cache, combined (kept, so that
  /// the reads are made).
  var touched: UInt32 = 0
  /// The typo pass's buffers.
  var typo = TypoScratch()
  /// A place's folded name, for telling a spelling of it from another name.
  var ownName: [UInt8] = []

  /// The last context's anchors, and the context they were made from.
  private var keptAnchors: (source: SearchContext, anchors: SearchAnchors)?

  /// The anchors of `context`: as kept when made from the same coordinates, else made (and kept).
  mutating func anchors(of context: SearchContext) -> SearchAnchors {
    if let keptAnchors, keptAnchors.source == context { return keptAnchors.anchors }
    let anchors = SearchAnchors(context)
    keptAnchors = (context, anchors)
    return anchors
  }

  /// Takes the folded-query buffer out (so that it is uniquely referenced while the query fills it).
  mutating func takeFolded() -> [UInt8] {
    var buffer: [UInt8] = []
    swap(&buffer, &folded)
    return buffer
  }
}

/// The most populous keys of a range (``GazetteerIndex/bestKeys(_:_:_:_:_:_:)``) and what is read
/// for them.
struct KeyBuffers {
  /// The keys.
  var keys: [Int] = []
  /// Per key: its place (main names) or its reference (alternate names).
  var places: [Int] = []
  /// Per key of an alternate name: its place's first alternate.
  var alternates: [Int] = []
  /// The best places found so far in one pass over a range, by place, with their keys.
  var best: [(place: Int, key: Int)] = []
}

/// The typo pass's buffers (``GazetteerIndex/collectTypos(_:_:_:_:_:_:)``).
struct TypoScratch {
  /// The query's variants, one after another, with their ranges and hashes.
  var bytes: [UInt8] = []
  var ranges: [Range<Int>] = []
  var hashes: [UInt64] = []
  /// Per variant: the start and end of its bucket's entries.
  var buckets: [(start: Int, end: Int)] = []
  /// Entries whose fingerprint matches: variant, key, deleted position.
  var found: [(variant: Int, key: Int, position: Int)] = []
  /// First keys of the runs already checked.
  var checkedRuns: [Int] = []
  /// The bits of the values read only to bring memory into the cache, combined (kept, so that
  /// the reads are made).
  var touched: UInt32 = 0

  /// Fills ``bytes``, ``ranges`` and ``hashes`` with the variants of `needle` (``TypoVariants``):
  /// each of its first ``TypoVariants/prefixScalars`` scalars deleted, then the whole prefix.
  mutating func makeVariants(_ needle: UnsafeBufferPointer<UInt8>) {
    bytes.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
    hashes.removeAll(keepingCapacity: true)
    let bounds = TypoVariants.boundaries(needle)
    let scalarCount = bounds.count - 1
    let end = bounds[scalarCount]
    bytes.reserveCapacity(end * (scalarCount + 1))
    for position in 0...scalarCount {
      let start = bytes.count
      if position == scalarCount {  // the whole prefix
        bytes.append(contentsOf: needle[0..<end])
      } else {
        bytes.append(contentsOf: needle[0..<bounds[position]])
        bytes.append(contentsOf: needle[bounds[position + 1]..<end])
      }
      ranges.append(start..<bytes.count)
      hashes.append(TypoVariants.hash(bytes[start..<bytes.count]))
    }
  }
}
