import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A long trip's outline kept in runs (table `outline_run`, schema version 8), so that opening a
/// trip of 100,000 stops reads a few dozen rows instead of every stop row.
///
/// A run holds every stop whose position lies between its first and last position, in trip order,
/// as one blob of ``stride`` bytes a stop. The schema's triggers forget a run as soon as a stop
/// inside its positions is added, removed or changes what the outline holds (position, coordinate
/// or stay), whoever writes; what no run covers is read from the stop rows and kept as new runs, so
/// an edit costs the next open the run it touched, not the trip. A run that does not read back
/// whole (its checksum, a wrong length, a coordinate off the globe, a stay out of range) is never
/// trusted: the trip's outline is read from its rows again.
enum KeptOutline {
  /// Stops in a run kept from rows read: small enough that an edit makes the next open read a few
  /// thousand rows again, large enough that a 100,000-stop trip is 25 rows.
  static let runLength = 4_096
  /// The fewest stops kept as a run: a trip shorter than this is read from its rows (well under a
  /// millisecond) and nothing is written when it opens; a shorter stretch between runs is read
  /// from rows too.
  static let shortestRun = 1_024
  /// Bytes a stop takes in a run: its id (16), latitude and longitude (8 each, their bits, little
  /// endian), nights and visit minutes (2 each).
  static let stride = 36

  /// One run as read from the store.
  struct Run {
    /// The position of its first and last stop.
    let first: Int64
    let last: Int64
    /// How many stops it holds.
    let count: Int
    /// Its blob.
    let stops: [UInt8]
  }

  /// The blob of the stops `range` of an outline.
  static func encode(_ outline: StopOutline, _ range: Range<Int>) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: range.count * stride)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      for index in range {
        withUnsafeBytes(of: outline.ids[index].uuid.uuid) { id in
          UnsafeMutableRawBufferPointer(rebasing: buffer[offset..<offset + 16]).copyMemory(from: id)
        }
        let coordinate = outline.coordinates[index]
        buffer.storeBytes(
          of: coordinate.latitude.bitPattern.littleEndian, toByteOffset: offset + 16, as: UInt64.self)
        buffer.storeBytes(
          of: coordinate.longitude.bitPattern.littleEndian, toByteOffset: offset + 24, as: UInt64.self)
        let stay = outline.stays[index]
        buffer.storeBytes(of: UInt16(stay.nights).littleEndian, toByteOffset: offset + 32, as: UInt16.self)
        buffer.storeBytes(
          of: UInt16(stay.visitMinutes).littleEndian, toByteOffset: offset + 34, as: UInt16.self)
        offset += stride
      }
    }
    return bytes
  }

  /// Appends the `count` stops of a run's blob to `outline`; false (and `outline` unchanged) when
  /// the blob is not `count` whole stops on the globe with stays in range.
  static func decode(_ bytes: UnsafeRawBufferPointer, count: Int, into outline: inout StopOutline) -> Bool {
    guard count > 0, bytes.count == count * stride else { return false }
    // Each column is made in one pass and appended at once (a stop at a time, the outline's three
    // arrays were checked for room and sharing 300,000 times a trip); the coordinates and stays are
    // checked as they are made, and nothing is appended unless every stop is whole.
    var whole = true
    let coordinates = column(count) { index in
      let coordinate = Coordinate(
        latitude: latitude(bytes, index * stride), longitude: longitude(bytes, index * stride))
      whole = whole && abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
      return coordinate
    }
    let stays = column(count) { index in
      let stay = stay(bytes, index * stride)
      whole = whole && stay != nil
      return stay ?? .passingThrough
    }
    guard whole else { return false }
    outline.ids.append(contentsOf: column(count) { StopID(UUID(uuid: load(bytes, $0 * stride))) })
    outline.coordinates.append(contentsOf: coordinates)
    outline.stays.append(contentsOf: stays)
    return true
  }

  /// The `count` values `value(0)`, `value(1)`, … made straight into a new array.
  @inline(__always)
  private static func column<Value>(_ count: Int, _ value: (Int) -> Value) -> [Value] {
    [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count { buffer.initializeElement(at: index, to: value(index)) }
      initialized = count
    }
  }

  /// The latitude of the stop at `offset` in a run's blob.
  @inline(__always)
  private static func latitude(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Double {
    Double(bitPattern: UInt64(littleEndian: load(bytes, offset + 16)))
  }

  /// The longitude of the stop at `offset` in a run's blob.
  @inline(__always)
  private static func longitude(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Double {
    Double(bitPattern: UInt64(littleEndian: load(bytes, offset + 24)))
  }

  /// The stay of the stop at `offset` in a run's blob, nil when out of range.
  @inline(__always)
  private static func stay(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> StopStay? {
    let nights = Int(UInt16(littleEndian: load(bytes, offset + 32)))
    let visit = Int(UInt16(littleEndian: load(bytes, offset + 34)))
    return nights == 0 && visit == 0 ? .passingThrough : StopStay(nights: nights, visitMinutes: visit)
  }

  /// A 64-bit checksum of a run's blob, kept beside it: a bit flipped in the blob (a coordinate
  /// still on the globe, a stay still in range) is found, and the rows are read instead. The blob's
  /// 8-byte words are mixed into four lanes in turn (word 0 into the first, word 1 into the second,
  /// …), and the lanes then into one another, by steps that each map the hash one-to-one, so no
  /// single changed word gives the same checksum. Four lanes do not wait on one another's
  /// multiplications: about 0.35 ms per 100,000 stops where one chain took 1 ms.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> Int64 {
    let seed: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var lanes = (seed, seed &+ 1, seed &+ 2, seed &+ 3)
    var offset = 0
    while offset + 32 <= bytes.count {
      lanes.0 = mix(lanes.0, word(bytes, offset))
      lanes.1 = mix(lanes.1, word(bytes, offset + 8))
      lanes.2 = mix(lanes.2, word(bytes, offset + 16))
      lanes.3 = mix(lanes.3, word(bytes, offset + 24))
      offset += 32
    }
    var hash = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
    while offset + 8 <= bytes.count {
      hash = mix(hash, word(bytes, offset))
      offset += 8
    }
    while offset < bytes.count {
      hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
      offset += 1
    }
    return Int64(bitPattern: hash)
  }

  /// `hash` with `word` mixed in: one-to-one in each of them while the other stays.
  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
    return product ^ (product >> 32)
  }

  /// The little-endian 8-byte word at `offset` in a run's blob.
  @inline(__always)
  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: load(bytes, offset))
  }

  /// The value of type `T` at `offset` in `bytes` (a blob is not aligned).
  private static func load<T: BitwiseCopyable>(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> T {
    bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
  }

  /// The runs to keep of the stops `range` of an outline, read from rows: pieces of ``runLength``
  /// stops, the last one taking a remainder shorter than ``shortestRun``; none when the range is
  /// shorter than that.
  static func runs(_ range: Range<Int>) -> [Range<Int>] {
    guard range.count >= shortestRun else { return [] }
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    while start < range.upperBound {
      var end = min(range.upperBound, start + runLength)
      if range.upperBound - end < shortestRun { end = range.upperBound }
      pieces.append(start..<end)
      start = end
    }
    return pieces
  }
}

extension StopOutline {
  /// An empty outline with room for `count` stops (as one is read).
  init(reserving count: Int) {
    self.init(ids: [], coordinates: [], stays: [])
    ids.reserveCapacity(count)
    coordinates.reserveCapacity(count)
    stays.reserveCapacity(count)
  }
}
