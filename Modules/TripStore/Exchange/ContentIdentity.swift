import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Ids for trips read from files that carry none (GPX, KML, GeoJSON, CSV), made from what the trips
/// hold: the same content always gets the same ids, so importing a file again meets the trips it
/// added the first time and is merged as a JSON file with ids is — identical trips skipped, edited
/// ones copied or replaced.
///
/// A trip's id is a digest of its name and its stops' names, coordinates (to the bit) and notes,
/// and of how many identical trips came before it in the file (so a file that holds one trip twice
/// still gives two trips). A stop's id is a digest of its trip's id and its position. The ids are
/// RFC 9562 version 8 UUIDs: they never collide with the random (version 4) ids RoadTrip makes.
enum ContentIdentity {
  /// The id readers give stops until ``assigned(to:)`` gives each its own: making a random id for
  /// every stop, only to replace it, was a tenth of a large import.
  static let pendingStopID = StopID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

  /// A note from a file as a stop keeps it (``StopNote/shortened(_:)``; nothing to do for none).
  static func note(_ text: String) -> String { text.isEmpty ? "" : StopNote.shortened(text) }

  /// `contents` with every trip and stop given its content id (tracks stay marked as tracks).
  static func assigned(to contents: TripFileContents) -> TripFileContents {
    var result = TripFileContents(trips: [])
    result.idsFromContent = true
    result.trips.reserveCapacity(contents.trips.count)
    var seen: [Digest: Int] = [:]
    for trip in contents.trips {
      let content = digest(of: trip)
      let occurrence = seen[content, default: 0]
      seen[content] = occurrence + 1
      var identity = content
      identity.addWord(UInt64(occurrence))
      let tripID = TripID(identity.uuid)
      let stops = trip.stops.enumerated().map { index, stop in
        var stopDigest = identity
        stopDigest.addWord(0x5354_4F50)  // "STOP"
        stopDigest.addWord(UInt64(index))
        return stop.withID(StopID(stopDigest.uuid))
      }
      let identified = trip.withID(tripID, stops: stops)
      result.trips.append(identified)
      if contents.isFromTrack(trip) { result.tripsFromTracks.insert(tripID) }
    }
    return result
  }

  private static func digest(of trip: Trip) -> Digest {
    var digest = Digest()
    digest.addText(trip.name)
    digest.addWord(UInt64(trip.stops.count))
    for stop in trip.stops {
      digest.addText(stop.name)
      digest.addWord(stop.coordinate.latitude.bitPattern)
      digest.addWord(stop.coordinate.longitude.bitPattern)
      digest.addText(stop.note)
    }
    return digest
  }

  // MARK: - Digest

  /// Two independent 64-bit FNV-1a states (different offset bases), 128 bits in all.
  struct Digest: Hashable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func addByte(_ byte: UInt8) {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte ^ 0xA5)) &* 0x0000_0100_0000_01b3
      second = second &+ (second >> 29)
    }

    mutating func addWord(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        addByte(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      }
    }

    /// Text, preceded by its length so that fields cannot run into each other.
    mutating func addText(_ text: String) {
      addWord(UInt64(text.utf8.count))
      for byte in text.utf8 { addByte(byte) }
    }

    /// The digest as a version 8, RFC 9562 variant UUID.
    var uuid: UUID {
      var bytes = [UInt8](repeating: 0, count: 16)
      for index in 0..<8 {
        bytes[index] = UInt8(truncatingIfNeeded: first >> UInt64(8 * index))
        bytes[index + 8] = UInt8(truncatingIfNeeded: second >> UInt64(8 * index))
      }
      bytes[6] = (bytes[6] & 0x0F) | 0x80
      bytes[8] = (bytes[8] & 0x3F) | 0x80
      return UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }
}

extension Stop {
  /// The same stop under another id (already valid: nothing is checked again).
  fileprivate func withID(_ id: StopID) -> Stop {
    (try? Stop(id: id, name: name, coordinate: coordinate, note: note, stay: stay)) ?? self
  }
}

extension Trip {
  /// The same trip under another id, with `stops` (already valid).
  fileprivate func withID(_ id: TripID, stops: [Stop]) -> Trip {
    var trip = (try? Trip(id: id, name: name, stops: [])) ?? self
    trip.stops = stops
    trip.schedule = schedule
    return trip
  }
}
