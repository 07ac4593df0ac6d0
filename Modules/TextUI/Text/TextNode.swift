/// Lays out and draws a `Text`.
final class TextNode: LayoutNode {
  let glyphs: [Glyph]
  let lineLimit: Int?
  let truncation: TruncationMode
  /// The text's widths and lines.
  private let metrics: TextMetrics
  private var totalWidth: Int { metrics.totalWidth }
  private var hasLineBreak: Bool { metrics.hasLineBreak }
  private var naturalWidth: Int { metrics.naturalWidth }
  private var hardLineCount: Int { metrics.hardLineCount }
  /// The lines of the proposals that wrap or cut the text (one that fits on a line is drawn from
  /// `glyphs`).
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var layouts = ProposalCache<[[Glyph]]>()

  init(
    glyphs: [Glyph], metrics: TextMetrics? = nil, lineLimit: Int?, truncation: TruncationMode,
    context: BuildContext
  ) {
    self.glyphs = glyphs
    self.metrics = metrics ?? TextMetrics(glyphs)
    self.lineLimit = lineLimit
    self.truncation = truncation
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

  /// Whether `proposal` shows the whole text on one line (no line break, and wide enough): then
  /// it is measured and drawn from its glyphs, with no array of lines made.
  private func fitsOnOneLine(_ proposal: ProposedSize) -> Bool {
    guard !hasLineBreak else { return false }
    guard let width = proposal.width, !Layout.isUnbounded(width) else { return true }
    return totalWidth <= width
  }

  /// The lines shown for `proposal`.
  func lines(for proposal: ProposedSize) -> [[Glyph]] {
    if let lines = layouts.value(for: proposal) { return lines }
    let result = computeLines(for: proposal)
    layouts.insert(result, for: proposal)
    return result
  }

  private func computeLines(for proposal: ProposedSize) -> [[Glyph]] {
    guard !glyphs.isEmpty else { return [] }
    var width = proposal.width
    if let bounded = width, Layout.isUnbounded(bounded) { width = nil }
    var maxLines = lineLimit
    if let height = proposal.height { maxLines = min(maxLines ?? Int.max, max(1, height)) }
    return TextLayout.lines(
      glyphs, width: width, maxLines: maxLines, truncation: truncation,
      ambiguous: context.environment.ambiguousWidth)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    if glyphs.isEmpty { return .zero }
    if proposal.width == 0 { return Size(width: 0, height: 1) }
    if fitsOnOneLine(proposal) { return Size(width: totalWidth, height: 1) }
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
    if fitsOnOneLine(proposal) {
      if rect.height > 0 { pass.canvas.put(line: glyphs, x: rect.minX, y: rect.minY, clip: clip) }
      return
    }
    for (row, line) in lines(for: proposal).enumerated() where row < rect.height {
      let y = rect.minY + row
      guard y >= clip.minY else { continue }
      guard y < clip.maxY else { break }
      pass.canvas.put(line: line, x: rect.minX, y: y, clip: clip)
    }
  }
}

/// What a text's layout needs to know of its glyphs before any proposal: made once per text (the
/// glyph cache keeps it with the glyphs), not once per frame.
struct TextMetrics {
  /// The width of the whole text on one line.
  let totalWidth: Int
  /// Whether the text has hard line breaks.
  let hasLineBreak: Bool
  /// The width of the widest hard line.
  let naturalWidth: Int
  /// The number of hard lines.
  let hardLineCount: Int

  init(_ glyphs: [Glyph]) {
    var total = 0
    var hasLineBreak = false
    var widest = 0
    var current = 0
    var lines = glyphs.isEmpty ? 0 : 1
    for glyph in glyphs {
      total += glyph.width
      if glyph.isLineBreak {
        hasLineBreak = true
        lines += 1
        current = 0
      } else {
        current += glyph.width
        widest = max(widest, current)
      }
    }
    totalWidth = total
    self.hasLineBreak = hasLineBreak
    naturalWidth = widest
    hardLineCount = lines
  }
}
