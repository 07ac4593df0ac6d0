// MARK: - Terminal size

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
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

  /// `COLSxROWS`, as `--size` and the `resize` script command spell it.
  public var description: String { "\(columns)x\(rows)" }
}
