/// A text query split into the folded name to look for and, for "Paris, FR" or "Paris, France",
/// the countries to keep.
struct PlaceQuery {
  /// Longest query text considered; anything longer cannot match a name and is cut before folding.
  static let maximumLength = 1_024

  /// The folded name part.
  var name: [UInt8]
  /// Packed country codes to keep, or nil for every country.
  var countries: Set<UInt16>?

  init(_ text: String, countries table: [CountryRecord], folder: inout TextFolder) {
    let text = String(text.unicodeScalars.prefix(Self.maximumLength))
    if let comma = text.lastIndex(of: ","),
      let filter = Self.countries(
        matching: folder.fold(String(text[text.index(after: comma)...])), in: table)
    {
      name = folder.fold(String(text[..<comma]))
      countries = filter
    } else {
      name = folder.fold(text)
      countries = nil
    }
  }

  /// Countries whose code equals `folded` or whose name starts with it (three letters or more).
  private static func countries(matching folded: [UInt8], in table: [CountryRecord]) -> Set<UInt16>? {
    guard !folded.isEmpty else { return nil }
    var codes = Set<UInt16>()
    if folded.count == 2 {
      let code = UInt16(folded[0] & 0xDF) << 8 | UInt16(folded[1] & 0xDF)
      if table.contains(where: { $0.code == code }) { codes.insert(code) }
    } else if folded.count >= 3 {
      for country in table where country.foldedName.starts(with: folded) { codes.insert(country.code) }
    }
    return codes.isEmpty ? nil : codes
  }
}
