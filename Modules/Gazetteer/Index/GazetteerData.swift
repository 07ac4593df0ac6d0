import CEmbedded
import Geo
import PlaceSearch
import Platform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes of `gazetteer.bin`, with the header checked: magic, version, every section inside the
/// file and of the length its count says.
///
/// The built-in data is part of the binary and a given file is memory-mapped (either way pages are
/// read when a search touches them), so loading costs this check. See ``GazetteerFormat`` for the layout.
struct GazetteerData: Sendable {
  typealias Section = GazetteerFormat.Section

  let bytes: Data
  /// Byte offset of each section, by ``GazetteerFormat/Section`` raw value.
  let offsets: [Int]
  /// Byte length of each section.
  let lengths: [Int]
  let placeCount: Int
  let wellKnownCount: Int
  let alternateCount: Int
  let mainKeyCount: Int
  let alternateKeyCount: Int
  let typoEntryCount: Int
  /// Places with alternates: `0..<alternatePlaceCount`.
  let alternatePlaceCount: Int
  let countryCount: Int
  let adminCount: Int
  /// Distinct time zone names.
  let timeZoneCount: Int
  /// Distinct second-level division names.
  let admin2Count: Int
  /// (place, landmark) pairs.
  let landmarkCount: Int

  /// Reads and checks the file at `url`.
  /// - Throws: ``GazetteerError`` when it cannot be read or is not a gazetteer of this version.
  init(contentsOf url: URL) throws(GazetteerError) {
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw .unreadable(path: url.path, reason: Self.reason(error))
    }
    try self.init(data, path: url.path)
  }

  /// The data built into the app (`Modules/Gazetteer/Resources/gazetteer.bin`, through CEmbedded).
  /// - Throws: ``GazetteerError/resourceMissing(_:)`` when the build holds none.
  static func builtIn() throws(GazetteerError) -> GazetteerData {
    let count = roadtrip_gazetteer_size()
    guard count > 0, let start = roadtrip_gazetteer_bytes() else { throw .resourceMissing("gazetteer.bin") }
    // The bytes live as long as the process and are never written: no copy, no deallocation.
    let bytes = UnsafeMutableRawPointer(mutating: start)
    return try GazetteerData(
      Data(bytesNoCopy: bytes, count: count, deallocator: .none), path: "gazetteer.bin")
  }

  /// The system's words for why a file could not be read ("No such file or directory").
  private static func reason(_ error: any Error) -> String {
    if let posix = (error as? CocoaError)?.underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    return "\(error)"
  }

  /// Checks `data` (from `path`, for messages).
  init(_ data: Data, path: String) throws(GazetteerError) {
    let damaged = GazetteerError.damaged(path: path)
    let header = GazetteerFormat.headerLength
    guard data.count >= header, Array(data.prefix(4)) == GazetteerFormat.magic else { throw damaged }
    func word(_ at: Int) -> Int {
      data.withUnsafeBytes {
        Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
      }
    }
    guard word(4) == Int(GazetteerFormat.version) else { throw damaged }
    let counters = GazetteerFormat.Counter.allCases.map { word(8 + 4 * $0.rawValue) }
    let sectionBase = 8 + 4 * counters.count
    var offsets: [Int] = []
    var lengths: [Int] = []
    for section in Section.allCases {
      let offset = word(sectionBase + 8 * section.rawValue)
      let length = word(sectionBase + 8 * section.rawValue + 4)
      guard offset >= header, offset % 4 == 0, offset + length <= data.count else { throw damaged }
      offsets.append(offset)
      lengths.append(length)
    }
    bytes = data
    self.offsets = offsets
    self.lengths = lengths
    placeCount = counters[GazetteerFormat.Counter.places.rawValue]
    wellKnownCount = counters[GazetteerFormat.Counter.wellKnownPlaces.rawValue]
    alternateCount = counters[GazetteerFormat.Counter.alternates.rawValue]
    mainKeyCount = counters[GazetteerFormat.Counter.mainKeys.rawValue]
    alternateKeyCount = counters[GazetteerFormat.Counter.alternateKeys.rawValue]
    typoEntryCount = counters[GazetteerFormat.Counter.typoEntries.rawValue]
    alternatePlaceCount = max(0, lengths[Section.firstAlternates.rawValue] / 4 - 1)
    countryCount = max(0, lengths[Section.countryOffsets.rawValue] / 4 - 1)
    adminCount = max(0, lengths[Section.adminOffsets.rawValue] / 4 - 1)
    timeZoneCount = max(0, lengths[Section.timeZoneOffsets.rawValue] / 4 - 1)
    admin2Count = max(0, lengths[Section.admin2Offsets.rawValue] / 4 - 1)
    landmarkCount = lengths[Section.landmarks.rawValue] / 8
    guard placeCount > 0, validate() else { throw placeCount == 0 ? .noPlaces(path: path) : damaged }
  }

  // MARK: - Checking

  /// Whether every array has the length its count says. (Values inside arrays are not checked here:
  /// that would read the whole file at load; ``GazetteerView`` bounds-checks every read instead.)
  private func validate() -> Bool {
    let n = placeCount
    let stride = GazetteerFormat.sampleStride
    let expected: [(Section, Int)] = [
      (.places, GazetteerFormat.PlaceRecord.size * n),
      (.alternateOffsets, 4 * (alternateCount + 1)), (.mainKeyOffsets, 4 * (mainKeyCount + 1)),
      (.mainKeyPlaces, 4 * mainKeyCount), (.mainKeySamples, 8 * ((mainKeyCount + stride - 1) / stride)),
      (.alternateKeyOffsets, 4 * (alternateKeyCount + 1)), (.alternateKeyReferences, 4 * alternateKeyCount),
      (.alternateKeySamples, 8 * ((alternateKeyCount + stride - 1) / stride)),
      (.typoBuckets, 4 * ((1 << TypoVariants.bucketBits) + 1)), (.typoEntries, 4 * typoEntryCount),
      (.kdOrder, 4 * n), (.placeTimeZones, 2 * n), (.placeAdmin2, 2 * n),
    ]
    return expected.allSatisfy { lengths[$0.0.rawValue] == $0.1 } && alternatePlaceCount <= n
      && wellKnownCount <= n && countryCount > 0 && lengths[Section.mainTopRanges.rawValue] % 12 == 0
      && lengths[Section.alternateTopRanges.rawValue] % 12 == 0
      && lengths[Section.landmarks.rawValue] % 8 == 0
  }
}
