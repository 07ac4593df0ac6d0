import Testing

import TextUI

// MARK: - Retention changes nothing a person sees

extension ScreenHost {
  /// Expects the current frame to equal, cell by cell, a render of the same state with no retained
  /// subtree reused (equatable views and `Equatable` list rows keep last frame's sizes and cells):
  /// retention is a speed-up, never a change to what a person sees. Every golden screen goes
  /// through this, so each is rendered with retention on and off. The host keeps retaining after.
  public func expectRetentionChangesNothing(
    _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let retained = canvas
    retainsSubtrees = false
    let fresh = render().canvas
    retainsSubtrees = true
    render()
    guard retained != fresh else { return }
    let retainedLines = PlainTextRenderer.render(retained).split(
      separator: "\n", omittingEmptySubsequences: false)
    let freshLines = PlainTextRenderer.render(fresh).split(separator: "\n", omittingEmptySubsequences: false)
    var differences: [String] = []
    for y in 0..<min(retained.height, fresh.height) where differences.count < 3 {
      guard let x = (0..<min(retained.width, fresh.width)).first(where: { retained[$0, y] != fresh[$0, y] })
      else { continue }
      let line = { (lines: [Substring]) in y < lines.count ? String(lines[y]) : "" }
      differences.append(
        "row \(y + 1) from column \(x + 1): retained \"\(line(retainedLines))\" (\(retained[x, y].style)) "
          + "vs fresh \"\(line(freshLines))\" (\(fresh[x, y].style))")
    }
    if differences.isEmpty { differences.append("the frames differ in size") }
    Issue.record(
      Comment(
        rawValue: "\(context)a retained frame differs from a fresh render: "
          + differences.joined(separator: "; ")),
      sourceLocation: sourceLocation)
  }
}
