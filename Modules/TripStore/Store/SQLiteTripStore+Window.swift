import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading a long trip a screen at a time: its header from the cached summary, a window of stops by
/// position (a range scan of the `waypoint_order` index from a known position), and a stop's
/// place in the trip (the outline is read in `SQLiteTripStore+Outline.swift`).
extension SQLiteTripStore {
  /// The trip's cached summary (name, stop count, total distance, first and last stop), nil if
  /// there is no such trip.
  public func tripSummary(id: Trip.ID) throws(TripStoreError) -> TripSummary? {
    try reading {
      try connection.query(
        """
        SELECT name, stop_count, total_meters, first_stop_name, last_stop_name, \(Self.roadTotalColumns),
          \(RowChecksum.tripIntact())
        FROM trip WHERE id = ?
        """, [.uuid(id)]
      ) {
        (
          summary: TripSummary(
            id: id, name: $0.text(0) ?? "", stopCount: $0.int(1), totalMeters: $0.double(2),
            firstStopName: $0.text(3), lastStopName: $0.text(4), road: Self.roadTotal($0, metersColumn: 5)),
          intact: $0.int(8) != 0
        )
      }
      .first
      .map { row in
        try TripRows.checkIntact(row.intact, trip: id.uuidString, path: path)
        return row.summary
      }
    }
  }

  /// A window of the trip's stops located by position: an index range scan from the anchor, so the
  /// cost is the rows skipped and returned, not the rows before them. Every row is validated as
  /// ``trip(id:)`` validates it.
  public func stops(of tripID: Trip.ID, _ request: StopPageRequest) throws(TripStoreError) -> [StopListEntry]
  {
    guard request.limit > 0 else { return [] }
    let forward = request.direction == .forward
    let (comparison, order) = forward ? (">", "ASC") : ("<", "DESC")
    let anchor = request.anchor ?? (forward ? Int64.min : Int64.max)
    let entries = try reading {
      let rows = try connection.query(
        """
        SELECT position, id, name, latitude, longitude, note, nights, visit_minutes, \(RowChecksum.stopIntact())
        FROM waypoint WHERE trip_id = ? AND position \(comparison) ? ORDER BY position \(order) LIMIT ? OFFSET ?
        """, [.uuid(tripID), .integer(anchor), .int(request.limit), .int(request.skip)]
      ) { row in
        (
          key: row.int64(0),
          stored: TripRows.StoredStop(
            tripID: "", id: row.text(1) ?? "", name: row.text(2) ?? "", latitude: row.double(3),
            longitude: row.double(4), note: row.text(5) ?? "", nights: row.int(6), visitMinutes: row.int(7),
            intact: row.int(8) != 0)
        )
      }
      return try rows.map { StopListEntry(key: $0.key, stop: try TripRows.stop($0.stored, path: path)) }
    }
    return forward ? entries : entries.reversed()
  }

  /// Where the stop is: its key by the primary key, its index by counting the positions on the side
  /// of it nearer to `index` (a covering scan of the `waypoint_order` index).
  public func stopPosition(
    of stopID: Stop.ID, in tripID: Trip.ID, near index: Int
  ) throws(TripStoreError) -> StopListPosition? {
    try reading {
      guard
        let key = try connection.integer(
          "SELECT position FROM waypoint WHERE trip_id = ? AND id = ?", [.uuid(tripID), .uuid(stopID)])
      else { return nil }
      let count = Int(
        try connection.integer("SELECT stop_count FROM trip WHERE id = ?", [.uuid(tripID)]) ?? 0)
      if index < count / 2 {
        let before = try connection.integer(
          "SELECT COUNT(*) FROM waypoint WHERE trip_id = ? AND position < ?", [.uuid(tripID), .integer(key)])
        return StopListPosition(index: Int(before ?? 0), key: key)
      }
      let after = try connection.integer(
        "SELECT COUNT(*) FROM waypoint WHERE trip_id = ? AND position > ?", [.uuid(tripID), .integer(key)])
      return StopListPosition(index: max(0, count - 1 - Int(after ?? 0)), key: key)
    }
  }

  /// The stop, by the primary key, validated as ``trip(id:)`` validates its stops.
  public func stop(_ stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) -> Stop? {
    try reading {
      let rows = try connection.query(
        "SELECT \(TripRows.stopColumns) FROM waypoint WHERE trip_id = ? AND id = ?",
        [.uuid(tripID), .uuid(stopID)], row: TripRows.storedStop)
      return try rows.first.map { try TripRows.stop($0, path: path) }
    }
  }

  /// The trip that has the stop (a scan of the stop rows: there is no index on the stop id alone).
  public func trip(owningStop stopID: Stop.ID) throws(TripStoreError) -> Trip.ID? {
    try reading {
      try connection.query("SELECT trip_id FROM waypoint WHERE id = ? LIMIT 1", [.uuid(stopID)]) {
        $0.text(0).flatMap(TripID.init(uuidString:))
      }
      .first ?? nil
    }
  }
}

extension SQLiteStatement {
  /// Column `index` as a stop id, nil when NULL or not canonical UUID text; parsed from SQLite's
  /// bytes without making a `String` (an outline reads one per stop): each digit is one lookup in
  /// a table, and every digit is checked at once at the end.
  func stopID(_ index: Int32) -> StopID? {
    let dash = UInt8(ascii: "-")
    guard let bytes = textBytes(index), bytes.count == 36,
      bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash
    else { return nil }
    var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let invalid = Self.hexValues.withUnsafeBufferPointer { values in
      withUnsafeMutableBytes(of: &uuid) { output -> UInt8 in
        var invalid: UInt8 = 0
        var offset = 0
        for slot in 0..<16 {
          if slot == 4 || slot == 6 || slot == 8 || slot == 10 { offset += 1 }  // a dash
          let high = values[Int(bytes[offset])]
          let low = values[Int(bytes[offset + 1])]
          invalid |= high | low
          output[slot] = high << 4 | low
          offset += 2
        }
        return invalid & 0x10
      }
    }
    return invalid == 0 ? StopID(UUID(uuid: uuid)) : nil
  }

  /// Every byte's value as a hexadecimal digit (either case), 0x10 for a byte that is not one.
  private static let hexValues: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
    default: 0x10
    }
  }
}
