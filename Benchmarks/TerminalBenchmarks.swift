import Terminal
import TextUI

// MARK: - Terminal benchmarks

/// Frame output figures: the cost of diffing an unchanged frame, and the bytes written
/// for an unchanged frame and for one with 10% of its cells changed, at 200×50.
enum TerminalBenchmarks {
  private static let width = 200
  private static let height = 50

  @MainActor static func run() {
    diffOfUnchangedFrame()
    bytesPerFrame()
  }

  // MARK: - Figures

  /// Encoding a frame equal to the one on screen (built separately, as a re-render would) only
  /// compares cells: the figure is the time per cell.
  private static func diffOfUnchangedFrame() {
    let first = listScreen()
    let second = listScreen()
    var encoder = FrameEncoder()
    _ = encoder.encode(first)
    var written = 0
    var flip = false
    let seconds = Bench.median(iterations: 501) {
      flip.toggle()
      written += encoder.encode(flip ? second : first).count
    }
    let perCell = seconds / Double(width * height)
    Bench.report(
      "terminal diff of an unchanged 200x50 frame", "median \(Bench.time(perCell)) per cell",
      target: "≤ 2 ns per cell", met: perCell <= 2e-9 && written == 0)
  }

  private static func bytesPerFrame() {
    let screen = listScreen()
    var encoder = FrameEncoder()
    _ = encoder.encode(screen)
    let unchanged = encoder.encode(listScreen()).count
    Bench.report(
      "terminal bytes for an unchanged 200x50 frame", "\(unchanged) B", target: "0 B", met: unchanged == 0)

    var random = SplitMix64(seed: 2026)
    var samples: [Double] = []
    var changedCells = 0
    for _ in 0..<51 {
      var encoderCopy = encoder
      let (changed, count) = tenPercentChanged(screen, &random)
      changedCells = count
      samples.append(Double(encoderCopy.encode(changed).count))
    }
    let median = Bench.percentile(samples, 0.5)
    Bench.report(
      "terminal bytes for a 200x50 frame with 10% of cells changed (\(changedCells) cells)",
      "median \(Int(median)) B, p99 \(Int(Bench.percentile(samples, 0.99))) B", target: "≤ 3 KB",
      met: Bench.percentile(samples, 0.99) <= 3072)

    let (changed, _) = tenPercentChanged(screen, &random)
    let time = Bench.percentiles {
      var encoderCopy = encoder
      _ = encoderCopy.encode(changed)
    }
    Bench.report(
      "terminal diff + encode of a 200x50 frame with 10% of cells changed",
      "median \(Bench.time(time.median)), p99 \(Bench.time(time.p99))",
      target: "a small share of the 4 ms p99 full-frame budget", met: time.p99 <= 1e-3)
  }

  // MARK: - Frames

  /// A list screen: a title, rows of trips with distances and routes, a highlighted selection, a
  /// status line — with some CJK names.
  private static func listScreen() -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.draw("Roadtrips", x: 2, y: 0, style: Style(bold: true))
    let names = ["Pacific Coast", "京都と奈良", "Route 66", "Alpine passes", "Côte d'Azur"]
    for row in 2..<(height - 2) {
      let name = names[row % names.count]
      let text = "\(name) #\(row)   \(row % 9 + 2) stops   \(row * 137 % 4000).\(row % 10) km   "
      canvas.draw(text, x: 2, y: row, style: .plain)
      canvas.draw("Monterey → Carmel → Big Sur", x: 80, y: row, style: Style(dim: true))
    }
    canvas.restyle(Rect(x: 0, y: 5, width: width, height: 1)) { $0.merged(with: Style(inverse: true)) }
    canvas.draw("a Add  d Delete  ⏎ Open  q Quit", x: 2, y: height - 1, style: Style(foreground: .cyan))
    return canvas
  }

  /// `screen` with 10% of its cells replaced: a run of 20 cells of new text on every row, at a random
  /// column, in a few styles (what a scrolled list, an edited field and a moved selection change).
  private static func tenPercentChanged(_ screen: Canvas, _ random: inout SplitMix64) -> (Canvas, Int) {
    var changed = screen
    let styles = [Style.plain, Style(bold: true), Style(inverse: true), Style(foreground: .yellow)]
    for run in 0..<height {
      let row = run
      let column = Int(random.next() % UInt64(width - 20))
      let text = String(repeating: "\(run % 10)", count: 20)
      changed.draw(text, x: column, y: row, style: styles[run % styles.count])
    }
    let count = zip(screen.cells, changed.cells).filter { $0 != $1 }.count
    return (changed, count)
  }
}
