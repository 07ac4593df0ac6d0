import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the trips of a JSON exchange document straight from its bytes, in one pass: each trip's
/// fields are decoded and checked where they are read (numbers and ids without making text of
/// them, names as short strings), and no tree of the document is built.
///
/// It accepts only documents ``JSONTripReader`` accepts, giving the same trips, and refuses a bad
/// one without saying why (``JSONByteScanner/Refusal``): ``TripExchange`` then reads that file
/// again with ``BoundedJSONParser`` and ``JSONTripReader``, which name the first problem's line or
/// JSON path. It also refuses a few good but unusual documents (an id or key written with escapes,
/// an object of more than ``JSONByteScanner/maximumKeysChecked`` keys), which the second reading
/// then imports. An export, or any usual file, is read once, here.
///
/// It hands over one trip at a time (``next()``), so a file read a chunk at a time
/// (``ImportByteWindow``) is never held whole. Read that way it leaves two checks to its caller,
/// which ``trips(in:)`` makes for a document held whole: that no trip id and no stop id is given
/// twice in the file (the store's import finds those among the rows it has written).
struct StreamingJSONTripReader {
  private var scanner: JSONByteScanner
  private var state = State.start
  private var sawTrips = false

  private enum State {
    /// Before the document.
    case start
    /// In the `trips` array, after a trip.
    case inTrips
    /// After the document.
    case done
  }

  /// The trips in the document `bytes`, in file order; refuses a trip or stop id given twice.
  static func trips(in bytes: UnsafeBufferPointer<UInt8>) throws(JSONByteScanner.Refusal) -> [Trip] {
    var reader = StreamingJSONTripReader(scanner: JSONByteScanner(bytes: bytes))
    var trips: [Trip] = []
    // An export spends about 500 bytes on a trip and 200 on a stop: room for that many ids, so
    // that the sets are not rebuilt as they grow. (A trip or stop without an id was given a new
    // one, which no other has.)
    var tripIDs = Set<TripID>(minimumCapacity: bytes.count / 1024)
    var stopIDs = Set<StopID>(minimumCapacity: bytes.count / 256)
    while let trip = try reader.next() {
      guard tripIDs.insert(trip.id).inserted else { throw .init() }
      for stop in trip.stops { guard stopIDs.insert(stop.id).inserted else { throw .init() } }
      trips.append(trip)
    }
    return trips
  }

  /// A reader at the start of the document `scanner` reads.
  init(scanner: JSONByteScanner) {
    self.scanner = scanner
  }

  /// The next trip of the document, nil after the last (the whole document then read and
  /// checked). A trip given without an id has a new one; so has a stop.
  mutating func next() throws(JSONByteScanner.Refusal) -> Trip? {
    switch state {
    case .start:
      scanner.skipWhitespace()
      guard try scanner.kind(depth: 0) == .object, scanner.openObject() else { throw .init() }
      return try members(afterFirst: false)
    case .inTrips:
      if try scanner.nextElement() { return try readTrip(depth: 2) }
      return try members(afterFirst: true)
    case .done:
      return nil
    }
  }

  // MARK: - Entities

  /// Reads the document's members up to the first trip of `trips` (returned) or to its end (nil).
  private mutating func members(afterFirst: Bool) throws(JSONByteScanner.Refusal) -> Trip? {
    var another = afterFirst ? try scanner.nextMember() : true
    while another {
      let key = try scanner.key()
      if scanner.key(key, is: "version") {
        guard try scanner.kind(depth: 1) == .number, try scanner.number(converted: true) == 1 else {
          throw .init()
        }
      } else if scanner.key(key, is: "trips") {
        guard try scanner.kind(depth: 1) == .array else { throw .init() }
        sawTrips = true
        if scanner.openArray() {
          state = .inTrips
          return try readTrip(depth: 2)
        }
      } else {
        try scanner.skipValue(depth: 1)
      }
      another = try scanner.nextMember()
    }
    guard sawTrips else { throw .init() }
    try scanner.finish()
    state = .done
    return nil
  }

  private mutating func readTrip(depth: Int) throws(JSONByteScanner.Refusal) -> Trip {
    guard try scanner.kind(depth: depth) == .object else { throw .init() }
    var id: UUID?
    var name: String?
    var stops: [Stop]?
    var scheduleFields: [String: JSONValue] = [:]
    if scanner.openObject() {
      repeat {
        let key = try scanner.key()
        if scanner.key(key, is: "id") {
          id = try uuid(depth: depth + 1)
        } else if scanner.key(key, is: "name") {
          name = try text(depth: depth + 1, maximumBytes: EntityName.maximumLength * 16)
        } else if scanner.key(key, is: "waypoints") {
          guard try scanner.kind(depth: depth + 1) == .array else { throw .init() }
          var list: [Stop] = []
          if scanner.openArray() {
            repeat { list.append(try readStop(depth: depth + 2)) } while try scanner.nextElement()
          }
          stops = list
        } else if scanner.key(key, is: "legs") {
          guard try scanner.kind(depth: depth + 1) == .array else { throw .init() }
          try scanner.skipValue(depth: depth + 1)
        } else if scanner.key(key, is: "totalMeters") {
          _ = try finiteNumber(depth: depth + 1)
        } else if let field = scheduleKey(key, Self.tripScheduleKeys) {
          scheduleFields[field] = try scalar(depth: depth + 1)
        } else {
          try scanner.skipValue(depth: depth + 1)
        }
      } while try scanner.nextMember()
    }
    guard let name, let stops else { throw .init() }
    // The name is checked (and cleaned) by `Trip` as ``JSONTripReader`` checks it.
    guard var trip = try? Trip(id: id.map { TripID($0) } ?? TripID(), name: name, stops: stops),
      let schedule = try? ScheduleFields.schedule(scheduleFields)
    else {
      throw .init()
    }
    trip.schedule = schedule
    return trip
  }

  private mutating func readStop(depth: Int) throws(JSONByteScanner.Refusal) -> Stop {
    guard try scanner.kind(depth: depth) == .object else { throw .init() }
    var id: UUID?
    var name: String?
    var note = ""
    var coordinate: (latitude: Double, longitude: Double)?
    var stayFields: [String: JSONValue] = [:]
    if scanner.openObject() {
      repeat {
        let key = try scanner.key()
        if scanner.key(key, is: "id") {
          id = try uuid(depth: depth + 1)
        } else if scanner.key(key, is: "name") {
          name = try text(depth: depth + 1, maximumBytes: EntityName.maximumLength * 16)
        } else if scanner.key(key, is: "note") {
          note = try text(depth: depth + 1, maximumBytes: StopNote.maximumLength * 16)
        } else if scanner.key(key, is: "location") {
          coordinate = try readLocation(depth: depth + 1)
        } else if let field = scheduleKey(key, Self.stopStayKeys) {
          stayFields[field] = try scalar(depth: depth + 1)
        } else {
          try scanner.skipValue(depth: depth + 1)
        }
      } while try scanner.nextMember()
    }
    guard let name, let coordinate else { throw .init() }
    // `Stop` checks the name, the coordinate and the note as ``JSONTripReader`` does.
    guard let stay = try? ScheduleFields.stay(stayFields),
      let stop = try? Stop(
        id: id.map { StopID($0) } ?? StopID(), name: name,
        coordinate: Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude), note: note,
        stay: stay)
    else { throw .init() }
    return stop
  }

  private mutating func readLocation(depth: Int) throws(JSONByteScanner.Refusal)
    -> (latitude: Double, longitude: Double)
  {
    guard try scanner.kind(depth: depth) == .object, scanner.openObject() else { throw .init() }
    var latitude: Double?
    var longitude: Double?
    repeat {
      let key = try scanner.key()
      if scanner.key(key, is: "latitude") {
        latitude = try finiteNumber(depth: depth + 1)
      } else if scanner.key(key, is: "longitude") {
        longitude = try finiteNumber(depth: depth + 1)
      } else {
        try scanner.skipValue(depth: depth + 1)
      }
    } while try scanner.nextMember()
    guard let latitude, let longitude else { throw .init() }
    return (latitude, longitude)
  }

  // MARK: - Fields

  /// A trip's schedule keys (``ScheduleFields``).
  private static let tripScheduleKeys: [StaticString] = [
    "startDate", "departure", "dailyDrivingMinutes", "estimateSpeedKmh",
  ]
  /// A stop's stay keys (``ScheduleFields``).
  private static let stopStayKeys: [StaticString] = ["nights", "visitMinutes"]

  /// The name in `names` that `key` is, nil when none.
  private func scheduleKey(_ key: Range<Int>, _ names: [StaticString]) -> String? {
    names.first { scanner.key(key, is: $0) }.map { "\($0)" }
  }

  /// A short string or a finite number, as ``ScheduleFields`` reads it (anything else, null
  /// included, is left to the second reading).
  private mutating func scalar(depth: Int) throws(JSONByteScanner.Refusal) -> JSONValue {
    switch try scanner.kind(depth: depth) {
    case .string: .string(try text(depth: depth, maximumBytes: 64))
    case .number: .number(try finiteNumber(depth: depth))
    default: throw .init()
    }
  }

  /// A string of at most `maximumBytes` bytes.
  private mutating func text(depth: Int, maximumBytes: Int) throws(JSONByteScanner.Refusal) -> String {
    guard try scanner.kind(depth: depth) == .string else { throw .init() }
    guard let span = try scanner.string() else {
      guard scanner.decoded.count <= maximumBytes else { throw .init() }
      return String(decoding: scanner.decoded, as: UTF8.self)
    }
    guard span.count <= maximumBytes else { throw .init() }
    return String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[span]), as: UTF8.self)
  }

  /// A finite number.
  private mutating func finiteNumber(depth: Int) throws(JSONByteScanner.Refusal) -> Double {
    guard try scanner.kind(depth: depth) == .number else { throw .init() }
    let value = try scanner.number(converted: true)
    guard value.isFinite else { throw .init() }
    return value
  }

  /// A canonical UUID (8-4-4-4-12 hexadecimal digits, either case) written without escapes.
  private mutating func uuid(depth: Int) throws(JSONByteScanner.Refusal) -> UUID {
    guard try scanner.kind(depth: depth) == .string, let span = try scanner.string(), span.count == 36 else {
      throw .init()
    }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let bytes = scanner.bytes
    let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
      var offset = span.lowerBound
      for index in 0..<16 {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          guard bytes[offset] == UInt8(ascii: "-") else { return false }
          offset += 1
        }
        guard let high = hexValue(bytes[offset]), let low = hexValue(bytes[offset + 1]) else { return false }
        out[index] = high << 4 | low
        offset += 2
      }
      return true
    }
    guard parsed else { throw .init() }
    return UUID(uuid: value)
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
