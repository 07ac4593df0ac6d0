/// The button bar under the list, with the divider above it, `width` columns wide: one row from 46
/// columns, two below.
func buttonBar(width: Int) -> String {
  String(repeating: "─", count: width)
    + (width >= 46
      ? "\n[a] Add  [d] Delete  [D] Duplicate  [/] Filter"
      : "\n[a] Add  [d] Delete\n[D] Duplicate  [/] Filter")
}
