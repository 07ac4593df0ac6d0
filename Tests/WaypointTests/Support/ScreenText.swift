/// A horizontal rule `width` cells wide, as `Divider` draws it.
func rule(_ width: Int) -> String { String(repeating: "─", count: width) }

/// `text` followed by spaces up to `width` cells (ASCII only).
func padded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

/// The stop editor's field rows at `width` (80 columns or more, ASCII text): Name beside Search,
/// then Note, then where an existing stop is now (the harness's Monterey by default).
func fieldRows(
  _ width: Int, name: String, search: String, note: String = "a note (optional)",
  now: String? = "Now at 36.60°N 121.89°W, near Monterey"
) -> [String] {
  [
    "Name: [" + padded(name, 22) + "]  Search: [" + padded(search, width - 42) + "]",
    "Note: [" + padded(note, width - 8) + "]",
  ] + (now.map { [$0] } ?? [])
}

/// An existing stop's button row at `width`: Done, Use this, Cancel and the hint; then the Nights
/// and Visit minutes row under it.
func storedButtons(_ width: Int, nights: String = "0", visit: String = "0") -> String {
  let hint = "S-Tab to search, note or rename · Esc back"
  return padded("[Done]  [p] Use this  [Cancel]", width - hint.count) + hint + "\n"
    + stayRow(width, nights, visit)
}

/// The Nights and Visit minutes row at `width` (80 columns or more).
func stayRow(_ width: Int, _ nights: String = "0", _ visit: String = "0") -> String {
  "Nights: [" + padded(nights, 6) + "]  Visit minutes: [" + padded(visit, 7)
    + "]  nights end the travel day here"
}
