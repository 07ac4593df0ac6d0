import Terminal
import TestSupport
import Testing
import TextUI

// MARK: - Random frames through an emulated terminal

@Suite("Frame encoder against an emulated terminal")
struct FrameEncoderEmulatorTests {
  static let sizes: [(width: Int, height: Int)] = [(1, 1), (2, 1), (3, 2), (7, 3), (20, 6), (41, 12)]

  @Test("applying each diff to the previous screen yields exactly the new frame", arguments: 0..<12)
  func randomFrameChains(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
    let size = Self.sizes[seed % Self.sizes.count]
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(width: size.width, height: size.height)
    var frame = RandomFrames.frame(width: size.width, height: size.height, &random)
    for step in 0..<150 {
      if step > 0 {
        if Int.random(in: 0..<6, using: &random) == 0 {
          frame = RandomFrames.frame(width: size.width, height: size.height, &random)
        } else {
          RandomFrames.mutate(&frame, strokes: Int.random(in: 0...3, using: &random), &random)
        }
      }
      let placement = Self.placement(in: frame, &random)
      let bytes = encoder.encode(frame, cursor: placement)
      screen.apply(bytes)
      try #require(screen.violations.isEmpty, "step \(step): \(screen.violations)")
      let shown = screen.matches(frame)
      try #require(
        shown,
        "step \(step): screen\n\(screen.lines.joined(separator: "\n"))\nexpected\n\(frame.lines)")
      try Self.expectCursor(screen, at: placement, in: frame, step: step)
      if !bytes.isEmpty {
        #expect(bytes.starts(with: Array("\u{1B}[?2026h".utf8)))
        #expect(Array(bytes.suffix(8)) == Array("\u{1B}[?2026l".utf8))
      }
      #expect(encoder.encode(frame, cursor: placement).isEmpty, "step \(step): repeated frame wrote bytes")
    }
  }

  @Test("a different size clears and redraws everything, then diffs again", arguments: 0..<4)
  func resizeRedraws(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &+ 1000)
    var encoder = FrameEncoder()
    for _ in 0..<20 {
      let width = Int.random(in: 1...30, using: &random)
      let height = Int.random(in: 1...8, using: &random)
      var screen = ScreenEmulator(width: width, height: height)
      var frame = RandomFrames.frame(width: width, height: height, &random)
      screen.apply(encoder.encode(frame))
      RandomFrames.mutate(&frame, strokes: 2, &random)
      screen.apply(encoder.encode(frame))
      try #require(screen.violations.isEmpty, "\(screen.violations)")
      let shown = screen.matches(frame)
      #expect(shown, "\(screen.lines) vs \(frame.lines)")
    }
  }

  // MARK: - Helpers

  private static func placement(in frame: Canvas, _ random: inout SplitMix64) -> CursorPlacement {
    guard Int.random(in: 0..<3, using: &random) == 0 else { return .hidden }
    return .visible(
      column: Int.random(in: 0..<frame.width, using: &random),
      row: Int.random(in: 0..<frame.height, using: &random))
  }

  private static func expectCursor(
    _ screen: ScreenEmulator, at placement: CursorPlacement, in frame: Canvas, step: Int
  ) throws {
    switch placement {
    case .hidden:
      try #require(!screen.cursorVisible, "step \(step): cursor should be hidden")
    case .visible(let column, let row):
      try #require(screen.cursorVisible, "step \(step): cursor should be visible")
      try #require(screen.row == row && screen.column == column, "step \(step): cursor misplaced")
    }
  }
}

extension Canvas {
  /// The frame as text lines (continuations left out), for failure messages.
  var lines: String {
    (0..<height).map { row in String(self.row(row).filter { !$0.isContinuation }.map(\.character)) }
      .joined(separator: "\n")
  }
}
