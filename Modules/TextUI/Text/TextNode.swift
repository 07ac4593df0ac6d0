/// Lays out and draws a `Text`.
final class TextNode: LayoutNode {
  let glyphs: [Glyph]
  let lineLimit: Int?
  let truncation: TruncationMode
  /// The width of the whole text on one line.
  private let totalWidth: Int
  /// Whether the text has hard line breaks.
  private let hasLineBreak: Bool
  /// The width of the widest hard line.
  private let naturalWidth: Int
  /// The number of hard lines.
  private let hardLineCount: Int
  private var layoutProposals: [ProposedSize] = []
  private var layouts: [[[Glyph]]] = []

  init(glyphs: [Glyph], lineLimit: Int?, truncation: TruncationMode, context: BuildContext) {
    self.glyphs = glyphs
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.totalWidth = TextLayout.width(glyphs)
    self.hasLineBreak = glyphs.contains(where: \.isLineBreak)
    var widest = 0
    var current = 0
    var lines = glyphs.isEmpty ? 0 : 1
    for glyph in glyphs {
      if glyph.isLineBreak {
        lines += 1
        current = 0
      } else {
        current += glyph.width
        widest = max(widest, current)
      }
    }
    self.naturalWidth = widest
    self.hardLineCount = lines
    super.init(context: context)
  }

  /// Any width at least the natural width lays the text out unwrapped, like `nil`; then any height
  /// that holds every hard line (within the line limit) is like `nil` too.
  override func cacheKey(for proposal: ProposedSize) -> ProposedSize {
    guard let width = proposal.width else { return normalizedHeight(proposal) }
    guard width >= naturalWidth else { return proposal }
    return normalizedHeight(ProposedSize(width: nil, height: proposal.height))
  }

  private func normalizedHeight(_ proposal: ProposedSize) -> ProposedSize {
    guard proposal.width == nil, let height = proposal.height else { return proposal }
    let needed = min(hardLineCount, lineLimit ?? Int.max)
    return height >= needed ? ProposedSize(width: nil, height: nil) : proposal
  }

  /// The lines shown for `proposal`.
  func lines(for proposal: ProposedSize) -> [[Glyph]] {
    if let index = layoutProposals.firstIndex(of: proposal) { return layouts[index] }
    let result = computeLines(for: proposal)
    layoutProposals.append(proposal)
    layouts.append(result)
    return result
  }

  private func computeLines(for proposal: ProposedSize) -> [[Glyph]] {
    guard !glyphs.isEmpty else { return [] }
    let width = proposal.width.flatMap { Layout.isUnbounded($0) ? nil : $0 }
    // Fast path: one line that fits.
    if !hasLineBreak && totalWidth <= (width ?? Int.max) { return [glyphs] }
    var maxLines = lineLimit
    if let height = proposal.height { maxLines = min(maxLines ?? Int.max, max(1, height)) }
    return TextLayout.lines(
      glyphs, width: width, maxLines: maxLines, truncation: truncation,
      ambiguous: context.environment.ambiguousWidth)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    if glyphs.isEmpty { return .zero }
    if proposal.width == 0 { return Size(width: 0, height: 1) }
    let lines = lines(for: proposal)
    let widest =
      lines.count == 1 && lines[0].count == glyphs.count
      ? totalWidth : lines.reduce(0) { max($0, TextLayout.width($1)) }
    return Size(width: min(widest, proposal.width ?? widest), height: lines.count)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    guard rect.width > 0 else { return }
    let clip = pass.clip.intersection(rect)
    guard !clip.isEmpty else { return }
    for (row, line) in lines(for: proposal).enumerated() where row < rect.height {
      let y = rect.minY + row
      guard y >= clip.minY else { continue }
      guard y < clip.maxY else { break }
      pass.canvas.put(line: line, x: rect.minX, y: y, clip: clip)
    }
  }
}
