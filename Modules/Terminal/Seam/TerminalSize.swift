import TextUI

// MARK: - Terminal size

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, LosslessStringConvertible {
  /// Number of columns (cells per row).
  public var columns: Int
  /// Number of rows.
  public var rows: Int

  /// A size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size used when a terminal does not report one: 80×24.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The largest size accepted from text (`--size`, `resize`): 10000 cells each way.
  public static let largestDimension = 10_000

  /// Parses `COLSxROWS` (as `--size` and the script command `resize` spell it), for example
  /// `80x24`; nil unless both are whole numbers from 1 to `largestDimension`.
  public init?(_ description: String) {
    let parts = description.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...Self.largestDimension).contains(columns), (1...Self.largestDimension).contains(rows)
    else { return nil }
    self.init(columns: columns, rows: rows)
  }

  /// `COLSxROWS`, as `--size` and the `resize` script command spell it.
  public var description: String { "\(columns)x\(rows)" }

  /// The size as TextUI measures a canvas (width = columns, height = rows).
  public var canvasSize: Size { Size(width: columns, height: rows) }
}
