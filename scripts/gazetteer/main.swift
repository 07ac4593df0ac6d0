import Foundation

// Builds Modules/Gazetteer/Resources/gazetteer.bin from GeoNames' places-500.tsv, countries.tsv and
// admin2-500.tsv (second-level divisions by GeoNames id).
// Compiled by scripts/build-gazetteer together with Geo's TextFolder, TypoVariants and
// GazetteerFormat, so names are folded exactly as queries are. See docs/gazetteer.md.

/// Places below this population keep only their main name (alternates would double the file).
let alternatePopulation = 15_000

/// One place row read from the TSV.
struct Row {
  var id: UInt32
  var name: String
  var country: String
  var admin: String
  var latitude: Double
  var longitude: Double
  var population: UInt32
  /// IANA time zone name ("America/Los_Angeles"), empty when the row has none.
  var timeZone: String
  var alternates: [String]
}

// MARK: - Reading

func readLines(_ path: String) -> [Substring] {
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
  else {
    FileHandle.standardError.write(Data("build-gazetteer: cannot read \(path)\n".utf8))
    exit(1)
  }
  return text.split(separator: "\n", omittingEmptySubsequences: true)
}

func readRows(_ path: String) -> [Row] {
  var rows: [Row] = []
  for line in readLines(path).dropFirst() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 9, let id = UInt32(fields[0]), let latitude = Double(fields[5]),
      let longitude = Double(fields[6]), (-90...90).contains(latitude), (-180...180).contains(longitude),
      !fields[1].isEmpty
    else { continue }
    let alternates = fields.count > 9 ? fields[9].split(separator: "|").map(String.init) : []
    rows.append(
      Row(
        id: id, name: String(fields[1]), country: String(fields[2]), admin: String(fields[4]),
        latitude: latitude, longitude: longitude, population: UInt32(clamping: Int(fields[7]) ?? 0),
        timeZone: String(fields[8]), alternates: alternates))
  }
  return rows.sorted { $0.population != $1.population ? $0.population > $1.population : $0.id < $1.id }
}

/// Second-level division names by GeoNames id (admin2-500.tsv: geonameid, admin2name).
func readAdmin2(_ path: String) -> [UInt32: String] {
  var names: [UInt32: String] = [:]
  for line in readLines(path).dropFirst() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 2, let id = UInt32(fields[0]), !fields[1].isEmpty else { continue }
    names[id] = String(fields[1])
  }
  return names
}

/// The index of each place's entry in a table of distinct strings (sorted), ``GazetteerFormat/noEntry``
/// for an empty one; exits when there are more than a u16 can number.
func stringTable(_ values: [String], what: String) -> (names: [String], indices: [UInt16]) {
  let names = Set(values).subtracting([""]).sorted()
  guard names.count < Int(GazetteerFormat.noEntry) else {
    FileHandle.standardError.write(Data("build-gazetteer: more than 65,534 distinct \(what)\n".utf8))
    exit(1)
  }
  let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt16($0)) })
  return (names, values.map { index[$0] ?? GazetteerFormat.noEntry })
}

func u16s(_ values: [UInt16]) -> [UInt8] {
  var buffer = Buffer()
  buffer.bytes.reserveCapacity(values.count * 2)
  for value in values { buffer.u16(value) }
  return buffer.bytes
}

/// Alternates worth indexing: not an all-lowercase ASCII transliteration ("beijingusutoku", which
/// made "beijing" find Basingstoke), not a code of up to three capitals ("XQB", "BJS", "LOS" for
/// Lagos) — unless the code is an abbreviation: two or three capitals that are the initials of the
/// words of the place's folded main name (`initials`): "NYC" for New York City, "SLC" for Salt Lake
/// City.
func isUsefulAlternate(_ text: String, initials: [UInt8]) -> Bool {
  let bytes = Array(text.utf8)
  if bytes.allSatisfy({ $0 < 0x80 }) {
    if !bytes.contains(where: { (0x41...0x5A).contains($0) }) { return false }
    if bytes.count <= 3 && bytes.allSatisfy({ (0x41...0x5A).contains($0) }) {
      return bytes.count >= 2 && initials.count >= 2 && initials.starts(with: bytes.map { $0 | 0x20 })
    }
  }
  return true
}

/// The first byte of each word of a folded name ("new york city" → "nyc").
func initials(_ folded: [UInt8]) -> [UInt8] {
  var result: [UInt8] = []
  var atStart = true
  for byte in folded {
    if byte == 0x20 {
      atStart = true
    } else if atStart {
      result.append(byte)
      atStart = false
    }
  }
  return result
}

/// How many non-ASCII scalars a spelling has.
func diacriticWeight<S: Sequence>(_ text: S) -> Int where S.Element == UInt8 {
  text.reduce(0) { $0 + ($1 >= 0xC0 ? 1 : 0) }
}

func diacriticWeight(_ text: String) -> Int { diacriticWeight(text.utf8) }

// MARK: - Writing

/// A growing little-endian byte buffer.
struct Buffer {
  var bytes: [UInt8] = []
  mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func i32(_ value: Int32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
}

func u32s(_ values: [UInt32]) -> [UInt8] {
  var buffer = Buffer()
  buffer.bytes.reserveCapacity(values.count * 4)
  for value in values { buffer.u32(value) }
  return buffer.bytes
}

/// Strings concatenated, with offsets (count + 1).
func pool(_ strings: [[UInt8]]) -> (offsets: [UInt32], bytes: [UInt8]) {
  var offsets: [UInt32] = [0]
  var bytes: [UInt8] = []
  for string in strings {
    bytes += string
    offsets.append(UInt32(bytes.count))
  }
  return (offsets, bytes)
}

// MARK: - Keys

/// Folded keys sorted bytewise, each with a payload.
func sortedKeys<P>(_ keys: [(key: [UInt8], payload: P, place: UInt32)]) -> [(
  key: [UInt8], payload: P, place: UInt32
)] {
  keys.sorted { a, b in
    if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
    return a.place < b.place
  }
}

/// Precomputed lists for every key range longer than the threshold: the most populous places first,
/// one key per place.
func topLists(keys: [[UInt8]], places: [UInt32]) -> (ranges: [UInt32], lists: [UInt32]) {
  var ranges: [(UInt32, UInt32)] = []
  func visit(_ lo: Int, _ hi: Int, _ depth: Int) {
    guard hi - lo > GazetteerFormat.topListThreshold else { return }
    if depth > 0 { ranges.append((UInt32(lo), UInt32(hi))) }
    var start = lo
    while start < hi && keys[start].count <= depth { start += 1 }
    while start < hi {
      let byte = keys[start][depth]
      var end = start
      while end < hi && keys[end].count > depth && keys[end][depth] == byte { end += 1 }
      visit(start, end, depth + 1)
      start = end
    }
  }
  visit(0, keys.count, 0)
  ranges.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
  var flat: [UInt32] = []
  var lists: [UInt32] = []
  var seenRanges = Set<UInt64>()
  for (lo, hi) in ranges where seenRanges.insert(UInt64(lo) << 32 | UInt64(hi)).inserted {
    var best: [Int: Int] = [:]
    for index in Int(lo)..<Int(hi) where best[Int(places[index])] == nil { best[Int(places[index])] = index }
    let top = best.keys.sorted().prefix(GazetteerFormat.topListLength).compactMap { best[$0] }
    flat += [lo, hi, UInt32(lists.count)]
    lists += top.map(UInt32.init)
    lists += Array(repeating: UInt32.max, count: GazetteerFormat.topListLength - top.count)
  }
  return (flat, lists)
}

/// The typo index: every variant of every distinct main key's prefix, grouped by the variant's
/// bucket (entries of one bucket in fingerprint, then entry order); returns the bucket starts too.
func typoIndex(keys: [[UInt8]]) -> (buckets: [UInt32], entries: [UInt32]) {
  guard keys.count <= TypoVariants.maximumKeys else {
    FileHandle.standardError.write(Data("build-gazetteer: more main keys than typo entries can hold\n".utf8))
    exit(1)
  }
  var entries: [(bucket: Int, entry: UInt32)] = []
  var previousPrefix: [UInt8]? = nil
  for (index, key) in keys.enumerated() {
    let applies = key.withUnsafeBufferPointer { TypoVariants.applies(to: $0) }
    guard applies else { continue }
    let prefix = key.withUnsafeBufferPointer { TypoVariants.variant($0, position: TypoVariants.wholePrefix) }
    if prefix == previousPrefix { continue }  // same run of keys
    previousPrefix = prefix
    let scalars = key.withUnsafeBufferPointer { TypoVariants.boundaries($0).count - 1 }
    var seen = Set<[UInt8]>()
    for position in Array(0..<scalars) + [TypoVariants.wholePrefix] {
      let variant = key.withUnsafeBufferPointer { TypoVariants.variant($0, position: position) }
      guard seen.insert(variant).inserted else { continue }
      let hash = TypoVariants.hash(variant)
      entries.append(
        (
          TypoVariants.bucket(hash),
          TypoVariants.entry(key: index, fingerprint: TypoVariants.fingerprint(hash), position: position)
        ))
    }
  }
  entries.sort { $0.bucket != $1.bucket ? $0.bucket < $1.bucket : $0.entry < $1.entry }
  var buckets = [UInt32](repeating: 0, count: (1 << TypoVariants.bucketBits) + 1)
  var next = 0
  for bucket in 0..<(1 << TypoVariants.bucketBits) {
    buckets[bucket] = UInt32(next)
    while next < entries.count && entries[next].bucket == bucket { next += 1 }
  }
  buckets[1 << TypoVariants.bucketBits] = UInt32(entries.count)
  return (buckets, entries.map(\.entry))
}

/// Every ``GazetteerFormat/sampleStride``-th key's ``GazetteerFormat/samplePrefix``, as u64s.
func samples(_ keys: [[UInt8]]) -> [UInt8] {
  var bytes: [UInt8] = []
  for index in stride(from: 0, to: keys.count, by: GazetteerFormat.sampleStride) {
    withUnsafeBytes(of: GazetteerFormat.samplePrefix(keys[index]).littleEndian) { bytes += $0 }
  }
  return bytes
}

// MARK: - k-d tree

/// The places in implicit k-d tree order over 3-D unit vectors: the median of each range is its
/// node, split on axis depth % 3.
func kdOrder(_ rows: [Row]) -> [UInt32] {
  let scale = GazetteerFormat.coordinateScale
  let points = rows.map { row -> (Double, Double, Double) in
    // The stored (rounded) coordinates, as the app computes its vectors from them.
    let lat = (row.latitude * scale).rounded() / scale * .pi / 180
    let lon = (row.longitude * scale).rounded() / scale * .pi / 180
    return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
  }
  var order = Array(0..<UInt32(rows.count))
  func axis(_ index: UInt32, _ depth: Int) -> Double {
    let p = points[Int(index)]
    return depth % 3 == 0 ? p.0 : depth % 3 == 1 ? p.1 : p.2
  }
  func build(_ lo: Int, _ hi: Int, _ depth: Int) {
    guard hi - lo > 1 else { return }
    let sorted = order[lo..<hi].sorted { axis($0, depth) < axis($1, depth) }
    order.replaceSubrange(lo..<hi, with: sorted)
    let mid = (lo + hi) / 2
    build(lo, mid, depth + 1)
    build(mid + 1, hi, depth + 1)
  }
  build(0, order.count, 0)
  return order
}

// MARK: - Landmarks

/// For each place that shares its name, admin-1 and country with another place: the nearest place
/// of at least ``GazetteerFormat/landmarkPopulation`` people and more than the place itself, as
/// flat (place, landmark) pairs sorted by place. Rows are in population order, so the candidates
/// are a prefix of them.
func landmarks(_ rows: [Row]) -> [UInt32] {
  var groups: [String: [Int]] = [:]
  for (index, row) in rows.enumerated() {
    groups["\(row.name)\t\(row.admin)\t\(row.country)", default: []].append(index)
  }
  let scale = GazetteerFormat.coordinateScale
  let points = rows.map { row -> (Double, Double, Double) in
    let lat = (row.latitude * scale).rounded() / scale * .pi / 180
    let lon = (row.longitude * scale).rounded() / scale * .pi / 180
    return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
  }
  var pairs: [(UInt32, UInt32)] = []
  for members in groups.values where members.count > 1 {
    for place in members {
      let minimum = max(rows[place].population &+ 1, GazetteerFormat.landmarkPopulation)
      var best = -1
      var bestDot = -2.0
      let p = points[place]
      for candidate in 0..<rows.count {
        guard rows[candidate].population >= minimum else { break }
        let q = points[candidate]
        let dot = p.0 * q.0 + p.1 * q.1 + p.2 * q.2
        if dot > bestDot {
          bestDot = dot
          best = candidate
        }
      }
      if best >= 0 { pairs.append((UInt32(place), UInt32(best))) }
    }
  }
  pairs.sort { $0.0 < $1.0 }
  return pairs.flatMap { [$0.0, $0.1] }
}

// MARK: - Main

let arguments = CommandLine.arguments
guard arguments.count == 5 else {
  print("usage: generator places-500.tsv countries.tsv admin2-500.tsv gazetteer.bin")
  exit(2)
}
let outputPath = arguments[4]
var folder = TextFolder()
let rows = readRows(arguments[1])
let admin2ByID = readAdmin2(arguments[3])
let timeZones = stringTable(rows.map(\.timeZone), what: "time zones")
let admin2s = stringTable(rows.map { admin2ByID[$0.id] ?? "" }, what: "second-level divisions")
var countryNames: [String: String] = [:]
for line in readLines(arguments[2]).dropFirst() {
  let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
  if fields.count >= 3 { countryNames[String(fields[0])] = String(fields[2]) }
}
let countryCodes = Set(rows.map(\.country)).sorted()
let countryIndex = Dictionary(uniqueKeysWithValues: countryCodes.enumerated().map { ($1, $0) })
let adminList = Set(rows.map(\.admin)).subtracting([""]).sorted()
let adminIndex = Dictionary(uniqueKeysWithValues: adminList.enumerated().map { ($1, $0) })

var mainKeys: [(key: [UInt8], payload: Void, place: UInt32)] = []
var alternateKeys: [(key: [UInt8], payload: UInt32, place: UInt32)] = []
var alternateDisplay: [[UInt8]] = []
var firstAlternates: [UInt32] = []
for (index, row) in rows.enumerated() {
  let place = UInt32(index)
  let folded = folder.fold(row.name)
  if !folded.isEmpty && folded.count <= 255 { mainKeys.append((folded, (), place)) }
  guard row.population >= alternatePopulation else { continue }
  firstAlternates.append(UInt32(alternateDisplay.count))
  let first = alternateDisplay.count
  var seen: [[UInt8]: Int] = [folded: -1]
  let nameInitials = initials(folded)
  for alternate in row.alternates where isUsefulAlternate(alternate, initials: nameInitials) {
    let key = folder.fold(alternate)
    guard !key.isEmpty, key.count <= 255 else { continue }
    if let existing = seen[key] {
      // Of spellings that fold alike, show the one with accents ("München", not "Munchen").
      if existing >= 0 && diacriticWeight(alternate) > diacriticWeight(alternateDisplay[existing]) {
        alternateDisplay[existing] = Array(alternate.utf8)
      }
      continue
    }
    seen[key] = alternateDisplay.count
    alternateKeys.append((key, place << 16 | UInt32(alternateDisplay.count - first), place))
    alternateDisplay.append(Array(alternate.utf8))
  }
}
firstAlternates.append(UInt32(alternateDisplay.count))
mainKeys = sortedKeys(mainKeys)
alternateKeys = sortedKeys(alternateKeys)

let names = pool(rows.map { Array($0.name.utf8) })
let alternates = pool(alternateDisplay)
let countries = pool(countryCodes.map { Array(($0 + (countryNames[$0] ?? $0)).utf8) })
let admins = pool(adminList.map { Array($0.utf8) })
let mainPool = pool(mainKeys.map(\.key))
let alternatePool = pool(alternateKeys.map(\.key))
let mainTop = topLists(keys: mainKeys.map(\.key), places: mainKeys.map(\.place))
let alternateTop = topLists(keys: alternateKeys.map(\.key), places: alternateKeys.map(\.place))
let typo = typoIndex(keys: mainKeys.map(\.key))
let landmarkPairs = landmarks(rows)

var records = Buffer()
for (index, row) in rows.enumerated() {
  let offset = names.offsets[index]
  let length = Int(names.offsets[index + 1] - offset)
  guard length <= 255 else {
    FileHandle.standardError.write(Data("build-gazetteer: a name longer than 255 bytes: \(row.name)\n".utf8))
    exit(1)
  }
  records.u32(row.id)
  records.i32(Int32((row.latitude * GazetteerFormat.coordinateScale).rounded()))
  records.i32(Int32((row.longitude * GazetteerFormat.coordinateScale).rounded()))
  records.u32(row.population)
  records.u32(offset)
  records.u16(adminIndex[row.admin].map(UInt16.init) ?? GazetteerFormat.noAdmin)
  records.bytes.append(UInt8(countryIndex[row.country] ?? 0))
  records.bytes.append(UInt8(length))
}
let sections: [GazetteerFormat.Section: [UInt8]] = [
  .places: records.bytes, .names: names.bytes,
  .firstAlternates: u32s(firstAlternates),
  .alternateOffsets: u32s(alternates.offsets), .alternateNames: alternates.bytes,
  .countryOffsets: u32s(countries.offsets), .countryNames: countries.bytes,
  .adminOffsets: u32s(admins.offsets), .adminNames: admins.bytes,
  .mainKeyOffsets: u32s(mainPool.offsets), .mainKeyBytes: mainPool.bytes,
  .mainKeyPlaces: u32s(mainKeys.map(\.place)), .mainKeySamples: samples(mainKeys.map(\.key)),
  .alternateKeyOffsets: u32s(alternatePool.offsets), .alternateKeyBytes: alternatePool.bytes,
  .alternateKeyReferences: u32s(alternateKeys.map(\.payload)),
  .alternateKeySamples: samples(alternateKeys.map(\.key)),
  .mainTopRanges: u32s(mainTop.ranges), .mainTopLists: u32s(mainTop.lists),
  .alternateTopRanges: u32s(alternateTop.ranges), .alternateTopLists: u32s(alternateTop.lists),
  .typoBuckets: u32s(typo.buckets), .typoEntries: u32s(typo.entries),
  .kdOrder: u32s(kdOrder(rows)),
  .timeZoneOffsets: u32s(pool(timeZones.names.map { Array($0.utf8) }).offsets),
  .timeZoneNames: pool(timeZones.names.map { Array($0.utf8) }).bytes,
  .placeTimeZones: u16s(timeZones.indices),
  .admin2Offsets: u32s(pool(admin2s.names.map { Array($0.utf8) }).offsets),
  .admin2Names: pool(admin2s.names.map { Array($0.utf8) }).bytes,
  .placeAdmin2: u16s(admin2s.indices),
  .landmarks: u32s(landmarkPairs),
]
let wellKnown = rows.count { Int($0.population) >= GazetteerFormat.wellKnownPopulation }
let counters: [GazetteerFormat.Counter: Int] = [
  .places: rows.count, .wellKnownPlaces: wellKnown, .alternates: alternateDisplay.count,
  .mainKeys: mainKeys.count, .alternateKeys: alternateKeys.count, .typoEntries: typo.entries.count,
]
var header = Buffer()
header.bytes = GazetteerFormat.magic
header.u32(GazetteerFormat.version)
for counter in GazetteerFormat.Counter.allCases { header.u32(UInt32(counters[counter] ?? 0)) }
var body: [UInt8] = []
var offset = GazetteerFormat.headerLength
for section in GazetteerFormat.Section.allCases {
  while offset % 8 != 0 {
    body.append(0)
    offset += 1
  }
  let bytes = sections[section] ?? []
  header.u32(UInt32(offset))
  header.u32(UInt32(bytes.count))
  body += bytes
  offset += bytes.count
}
let output = Data(header.bytes + body)
do {
  try output.write(to: URL(fileURLWithPath: outputPath))
} catch {
  FileHandle.standardError.write(Data("build-gazetteer: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
print(
  "gazetteer.bin: \(rows.count) places (\(wellKnown) of 100,000+), \(alternateDisplay.count) alternates, "
    + "\(mainKeys.count) + \(alternateKeys.count) keys, \(typo.entries.count) typo entries, "
    + "\(timeZones.names.count) time zones, \(admin2s.indices.count { $0 != GazetteerFormat.noEntry }) places "
    + "with one of \(admin2s.names.count) second-level divisions, "
    + "\(landmarkPairs.count / 2) landmarks of places alike, \(output.count) bytes"
)
