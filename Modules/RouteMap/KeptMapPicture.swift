/// A map picture's rows as a ``MapPictureKeeper`` keeps them: the key, then each row's runs of
/// cells drawn alike (how they are drawn and their text), then a checksum of all of it.
///
/// Bytes that are not a whole picture of that key — another key, a wrong length, text that is not
/// UTF-8, an ink that does not exist, a checksum that does not match, another number of rows —
/// read as nothing, and the map is drawn again.
enum KeptMapPicture {
  /// What every kept picture starts with.
  private static let magic: [UInt8] = Array("RTMP".utf8)

  /// The bytes that keep `rows` (each row's runs) for `key`.
  static func encode(_ rows: [[MapPicture.Run]], key: MapPictureKey) -> [UInt8] {
    var bytes = magic + key.bytes
    append(UInt32(rows.count), to: &bytes)
    for runs in rows {
      append(UInt32(runs.count), to: &bytes)
      for run in runs {
        bytes.append(run.ink.rawValue)
        append(UInt32(run.text.utf8.count), to: &bytes)
        bytes += run.text.utf8
      }
    }
    append(checksum(bytes[...]), to: &bytes)
    return bytes
  }

  /// The rows kept in `bytes`, nil unless they are a whole picture of `key` with `rowCount` rows.
  static func decode(_ bytes: [UInt8], key: MapPictureKey, rowCount: Int) -> [[MapPicture.Run]]? {
    guard bytes.count >= magic.count + 16 + 4 + 8 else { return nil }
    let body = bytes[..<(bytes.count - 8)]
    var reader = Reader(bytes: bytes[...])
    guard reader.take(magic.count) == magic[...], reader.take(16) == key.bytes[...],
      let storedRows = reader.number(UInt32.self), Int(storedRows) == rowCount
    else { return nil }
    var rows: [[MapPicture.Run]] = []
    rows.reserveCapacity(rowCount)
    for _ in 0..<rowCount {
      guard let runCount = reader.number(UInt32.self), Int(runCount) <= bytes.count else { return nil }
      var runs: [MapPicture.Run] = []
      for _ in 0..<runCount {
        guard let rawInk = reader.take(1)?.first, let ink = MapPicture.Ink(rawValue: rawInk),
          let length = reader.number(UInt32.self), let utf8 = reader.take(Int(length)),
          let text = String(validating: utf8, as: UTF8.self)
        else { return nil }
        runs.append(MapPicture.Run(text: text, ink: ink))
      }
      rows.append(runs)
    }
    guard reader.offset == body.endIndex, reader.number(UInt64.self) == checksum(body) else { return nil }
    return rows
  }

  // MARK: - Bytes

  /// A 64-bit checksum of `bytes` (a flipped bit in a kept file is found).
  private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var digest = MapDigest()
    bytes.withUnsafeBytes { digest.add(bytes: $0) }
    return digest.value.high
  }

  /// Appends `value`'s bytes, little-endian.
  private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
    for index in 0..<(Value.bitWidth / 8) { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
  }

  /// Reads a kept picture's bytes in order; nil past their end.
  private struct Reader {
    let bytes: ArraySlice<UInt8>
    var offset: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      offset = bytes.startIndex
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= bytes.endIndex - offset else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func number<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
      guard let taken = take(Value.bitWidth / 8) else { return nil }
      return taken.reversed().reduce(Value.zero) { $0 << 8 | Value($1) }
    }
  }
}
