/// A whole frame of `height` lines: `top` lines, blank lines, then `bottom` lines — so a test can
/// state an exact screen without writing out every empty line.
func screen(height: Int, top: String, bottom: String) -> String {
  let topLines = top.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let bottomLines = bottom.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let blank = Array(repeating: "", count: max(0, height - topLines.count - bottomLines.count))
  return (topLines + blank + bottomLines).joined(separator: "\n")
}

/// The button bar under the list, with the divider above it, `width` columns wide: one row from 46
/// columns, two below.
func buttonBar(width: Int) -> String {
  String(repeating: "─", count: width)
    + (width >= 46
      ? "\n[a] Add  [d] Delete  [D] Duplicate  [/] Filter"
      : "\n[a] Add  [d] Delete\n[D] Duplicate  [/] Filter")
}
