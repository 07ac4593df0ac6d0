import TextUI

/// The frame sizes `--size` and the script command `resize` accept (20x6 to 1000x500), read from
/// their `COLSxROWS` text.
enum FrameSizeOption {
  /// The smallest frame accepted.
  static let minimum = Size(width: 20, height: 6)
  /// The largest frame accepted.
  static let maximum = Size(width: 1000, height: 500)

  /// Reads `text` as `COLSxROWS` and checks the range.
  static func parse(_ text: String) throws(UsageError) -> Size {
    guard let size = Size(text) else {
      throw UsageError("size '\(text)' is not COLSxROWS — write it like 80x24")
    }
    guard (minimum.width...maximum.width).contains(size.width),
      (minimum.height...maximum.height).contains(size.height)
    else {
      throw UsageError("size \(size) is out of range — use \(minimum) to \(maximum)")
    }
    return size
  }
}
