/// A 64-bit digest of stored rows, to tell cheaply whether rows are still exactly as they were
/// written: each row's fields are hashed (FNV-1a with type tags and lengths, then mixed), and the
/// rows' hashes are added, so the rows may be hashed in any order.
///
/// Two different sets of rows give the same digest only by a 64-bit accident.
struct RowDigest: Equatable {
  /// The sum of the rows' hashes.
  private(set) var value: UInt64 = 0
  /// How many rows were added.
  private(set) var rows = 0

  /// A digest read back from the history (see ``stored``).
  init(stored: Int64, rows: Int) {
    value = UInt64(bitPattern: stored)
    self.rows = rows
  }

  /// An empty digest.
  init() {}

  /// The first field of a trip row's hash.
  static let tripTable: UInt8 = 1
  /// The first field of a stop row's hash.
  static let stopTable: UInt8 = 2
  /// The kinds of a trip row's fields, in the order they are hashed: `id, name, sort_key,
  /// stop_count, total_meters, first_stop_name, last_stop_name, start_date, departure_minutes,
  /// daily_driving_minutes, estimate_speed_kmh`.
  static let tripKinds: [Kind] = [
    .text, .text, .integer, .integer, .real, .text, .text, .text, .integer, .integer, .integer,
  ]
  /// The kinds of a stop row's fields, in the order they are hashed: `trip_id, id, position, name,
  /// latitude, longitude, note, nights, visit_minutes`.
  static let stopKinds: [Kind] = [.text, .text, .integer, .text, .real, .real, .text, .integer, .integer]

  /// How a stored field is read to be hashed.
  enum Kind {
    case integer, real, text
  }

  /// The digest as stored in an SQLite integer column.
  var stored: Int64 { Int64(bitPattern: value) }

  /// Adds the row whose fields `row` hashed.
  mutating func add(_ row: Row) {
    value &+= row.finished
    rows += 1
  }

  /// The hash of one row, fed one field at a time.
  struct Row {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts a row of `table` (so that equal fields in different tables hash differently).
    init(table: UInt8) {
      byte(table)
    }

    private mutating func byte(_ value: UInt8) {
      state = (state ^ UInt64(value)) &* 0x0000_0100_0000_01b3
    }

    private mutating func word(_ value: UInt64) {
      var rest = value
      for _ in 0..<8 {
        byte(UInt8(truncatingIfNeeded: rest))
        rest >>= 8
      }
    }

    /// An integer field.
    mutating func integer(_ value: Int64) {
      byte(1)
      word(UInt64(bitPattern: value))
    }

    /// A real field (zero of either sign hashes as zero: SQLite may store it as the integer 0).
    mutating func real(_ value: Double) {
      byte(2)
      word(value == 0 ? 0 : value.bitPattern)
    }

    /// A text field's UTF-8 bytes.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
      byte(3)
      word(UInt64(bytes.count))
      for value in bytes { byte(value) }
    }

    /// A text field.
    mutating func text(_ string: String) {
      var copy = string
      copy.withUTF8 { text($0) }
    }

    /// A NULL field.
    mutating func null() {
      byte(4)
    }

    /// The row's hash, mixed so that every input bit affects every output bit (SplitMix64's
    /// finalizer).
    var finished: UInt64 {
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
      return mixed ^ (mixed >> 31)
    }
  }
}
