/// How many cells an East Asian Ambiguous character (box drawing, Greek, ①, …) takes.
///
/// Western terminals draw them one cell wide (the default); CJK terminal setups draw them two wide.
public enum AmbiguousWidth: Hashable, Sendable {
  /// One cell (the default).
  case narrow
  /// Two cells.
  case wide

  /// The cell count.
  var cells: Int { self == .narrow ? 1 : 2 }
}
