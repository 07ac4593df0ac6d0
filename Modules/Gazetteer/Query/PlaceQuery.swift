import Geo
import PlaceSearch

/// A text query split into the folded name to look for and, for "Paris, France", "Paris, FR" or
/// "Springfield, Illinois", the countries or states (admin-1) to keep.
struct PlaceQuery {
  /// Longest query text considered; anything longer cannot match a name and is cut before folding.
  static let maximumLength = 1_024

  /// The folded name part.
  var name: [UInt8]
  /// Country indices to keep (with ``admins``), or nil for every place.
  var countries: Set<Int>?
  /// Admin-1 indices to keep (with ``countries``).
  var admins: Set<Int> = []

  /// Whether only some countries or states are kept.
  var isFiltered: Bool { countries != nil }

  /// Splits and folds `text`; the folded name is written into `buffer`'s storage.
  init(_ text: String, index: GazetteerIndex, folder: inout TextFolder, reusing buffer: [UInt8] = []) {
    var name = buffer
    name.removeAll(keepingCapacity: true)
    // (Text of at most maximumLength bytes has at most as many scalars: no copy needed.)
    let text =
      text.utf8.count <= Self.maximumLength ? text : String(text.unicodeScalars.prefix(Self.maximumLength))
    if text.utf8.contains(UInt8(ascii: ",")), let comma = text.lastIndex(of: ",") {
      let filter = folder.fold(String(text[text.index(after: comma)...]))
      let (countries, admins) = Self.regions(matching: filter, index: index)
      if !countries.isEmpty || !admins.isEmpty {
        folder.fold(String(text[..<comma]), into: &name)
        self.name = name
        self.countries = countries
        self.admins = admins
        return
      }
    }
    folder.fold(text, into: &name)
    self.name = name
    countries = nil
  }

  /// Whether the place at `index` is in a kept country or state.
  func accepts(_ index: Int, _ view: GazetteerView) -> Bool {
    guard let countries else { return true }
    return countries.contains(view.country(index)) || admins.contains(view.admin(index))
  }

  /// Countries whose code equals `folded` or whose name starts with it, and states whose name starts
  /// with it (three letters or more).
  private static func regions(matching folded: [UInt8], index: GazetteerIndex) -> (Set<Int>, Set<Int>) {
    var countries = Set<Int>()
    var admins = Set<Int>()
    guard folded.count >= 2 else { return (countries, admins) }
    for (position, country) in index.countries.enumerated() {
      if folded.count == 2 && country.code.utf8.map({ $0 | 0x20 }) == folded { countries.insert(position) }
      if folded.count >= 3 && index.foldedCountries[position].starts(with: folded) {
        countries.insert(position)
      }
    }
    guard folded.count >= 3 else { return (countries, admins) }
    for (position, name) in index.foldedAdmins.enumerated() where name.starts(with: folded) {
      admins.insert(position)
    }
    return (countries, admins)
  }
}
