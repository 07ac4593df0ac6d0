import TextUI

/// The cells the widest stop name of the day plan takes, kept until the plan's lines change: an
/// unchanged plan's lines compare equal at once (same storage), so a frame measures no name.
final class DayPlanNameColumn {
  private var lines: [DayPlanLine] = []
  private var cells = 0

  /// Creates a column for no lines.
  init() {}

  /// The cells the widest stop name of `lines` takes.
  func width(of lines: [DayPlanLine]) -> Int {
    if lines != self.lines {
      cells = lines.reduce(0) { widest, line in
        guard line.kind == .stop, let name = line.variants.last else { return widest }
        return max(widest, DisplayWidth.of(name) - 2)  // the name alone, after its two-cell indent
      }
      self.lines = lines
    }
    return cells
  }
}
