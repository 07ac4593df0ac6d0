import TestSupport
import TextUI

// MARK: - Deterministic randomness

// MARK: - Random frames

/// Draws frames through the real `Canvas` API (so they keep its invariants): text mixing ASCII, CJK,
/// fullwidth letters, emoji and combining marks, in random styles, plus fills and restyles.
enum RandomFrames {
  static let glyphs: [String] = [
    "a", "b", "Z", " ", ".", "│", "é", "e\u{301}", "中", "文", "字", "Ａ", "한", "ｶ", "👍", "👍🏽", "🇨🇳",
    "❤️", "x\u{1B}", "\u{7}",
  ]

  static func style(_ random: inout SplitMix64) -> Style {
    if Int.random(in: 0..<3, using: &random) == 0 { return .plain }
    return Style(
      bold: Bool.random(using: &random), dim: Int.random(in: 0..<5, using: &random) == 0,
      italic: Int.random(in: 0..<5, using: &random) == 0, underline: Bool.random(using: &random),
      inverse: Int.random(in: 0..<4, using: &random) == 0,
      foreground: Bool.random(using: &random) ? Color.allCases.randomElement(using: &random) : nil,
      background: Int.random(in: 0..<3, using: &random) == 0
        ? Color.allCases.randomElement(using: &random) : nil)
  }

  static func text(_ random: inout SplitMix64, maxLength: Int) -> String {
    let length = Int.random(in: 1...max(1, maxLength), using: &random)
    return (0..<length).map { _ in glyphs.randomElement(using: &random) ?? "a" }.joined()
  }

  /// A frame with a few random strokes on a blank canvas.
  static func frame(width: Int, height: Int, _ random: inout SplitMix64) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    mutate(&canvas, strokes: Int.random(in: 1...8, using: &random), &random)
    return canvas
  }

  /// Applies `strokes` random drawing operations.
  static func mutate(_ canvas: inout Canvas, strokes: Int, _ random: inout SplitMix64) {
    guard canvas.width > 0, canvas.height > 0 else { return }
    for _ in 0..<strokes {
      let x = Int.random(in: -1..<canvas.width, using: &random)
      let y = Int.random(in: 0..<canvas.height, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let rect = Rect(
          x: x, y: y, width: Int.random(in: 1...canvas.width, using: &random),
          height: Int.random(in: 1...canvas.height, using: &random))
        canvas.fill(rect, style: Bool.random(using: &random) ? .plain : style(&random))
      case 1:
        let rect = Rect(x: x, y: y, width: Int.random(in: 1...canvas.width, using: &random), height: 1)
        let inverse = style(&random)
        canvas.restyle(rect) { $0.merged(with: inverse) }
      default:
        canvas.draw(text(&random, maxLength: canvas.width), x: x, y: y, style: style(&random))
      }
    }
  }
}
