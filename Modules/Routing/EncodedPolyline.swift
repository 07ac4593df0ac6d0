import Geo

/// The encoded polyline format (Google's), in which Valhalla sends a leg's shape with six decimals
/// and the store keeps it.
public enum EncodedPolyline {
  /// A malformed encoded polyline.
  public struct Malformed: Error, Equatable {}

  /// `coordinates` encoded at `precision` decimals (latitude first in each pair).
  public static func encode(_ coordinates: [Coordinate], precision: Int = 6) -> String {
    let scale = (0..<precision).reduce(1.0) { value, _ in value * 10 }
    var bytes: [UInt8] = []
    var latitude = 0
    var longitude = 0
    for coordinate in coordinates {
      let nextLatitude = Int((coordinate.latitude * scale).rounded())
      let nextLongitude = Int((coordinate.longitude * scale).rounded())
      append(nextLatitude - latitude, to: &bytes)
      append(nextLongitude - longitude, to: &bytes)
      latitude = nextLatitude
      longitude = nextLongitude
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func append(_ value: Int, to bytes: inout [UInt8]) {
    var rest = value < 0 ? ~(value << 1) : value << 1
    while rest >= 0x20 {
      bytes.append(UInt8((0x20 | (rest & 0x1F)) + 63))
      rest >>= 5
    }
    bytes.append(UInt8(rest + 63))
  }

  /// The coordinates encoded in `text` at `precision` decimals (latitude first in each pair).
  public static func decode(_ text: String, precision: Int = 6) throws(Malformed) -> [Coordinate] {
    let scale = (0..<precision).reduce(1.0) { value, _ in value * 10 }
    var coordinates: [Coordinate] = []
    var bytes = text.utf8.makeIterator()
    var latitude = 0
    var longitude = 0
    while let first = bytes.next() {
      let deltaLatitude = try value(startingWith: first, &bytes)
      guard let next = bytes.next() else { throw Malformed() }
      let deltaLongitude = try value(startingWith: next, &bytes)
      latitude += deltaLatitude
      longitude += deltaLongitude
      let coordinate = Coordinate(latitude: Double(latitude) / scale, longitude: Double(longitude) / scale)
      guard coordinate.isValid else { throw Malformed() }
      coordinates.append(coordinate)
    }
    return coordinates
  }

  /// One zigzag-encoded signed value whose first byte is `first`.
  private static func value(startingWith first: UInt8, _ bytes: inout String.UTF8View.Iterator)
    throws(Malformed)
    -> Int
  {
    var result = 0
    var shift = 0
    var byte = first
    while true {
      guard (63...126).contains(byte), shift <= 30 else { throw Malformed() }
      let chunk = Int(byte) - 63
      result |= (chunk & 0x1F) << shift
      shift += 5
      if chunk < 0x20 { break }
      guard let next = bytes.next() else { throw Malformed() }
      byte = next
    }
    return (result & 1) != 0 ? ~(result >> 1) : result >> 1
  }
}
