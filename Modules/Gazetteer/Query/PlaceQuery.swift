import Geo
import PlaceSearch

/// A text query split into the folded name to look for and, for "Paris, France", "Paris, FR",
/// "Springfield, Illinois", "Springfield, IL" or "Newcastle, AU-NSW", the countries or states
/// (admin-1) to keep. A name in Japanese kana is also looked for as it is romanized, in Japan.
struct PlaceQuery {
  /// Longest query text considered; anything longer cannot match a name and is cut before folding.
  static let maximumLength = 1_024

  /// The folded name part.
  var name: [UInt8]
  /// The name's romanization when it is written in kana (``KanaReading``), looked for in Japan.
  var romanized: [UInt8]?
  /// Japan's country index (-1: none).
  var japan = -1
  /// Country indices to keep (with ``admins`` and ``subdivisions``), or nil for every place.
  var countries: Set<Int>?
  /// Admin-1 indices to keep.
  var admins: Set<Int> = []
  /// (country index << 16 | admin-1 index) pairs to keep: a state of one country.
  var subdivisions: Set<Int> = []

  /// Whether only some countries or states are kept.
  var isFiltered: Bool { countries != nil }

  /// Splits and folds `text`; the folded name is written into `buffer`'s storage.
  init(_ text: String, index: GazetteerIndex, folder: inout TextFolder, reusing buffer: [UInt8] = []) {
    var name = buffer
    name.removeAll(keepingCapacity: true)
    // (Text of at most maximumLength bytes has at most as many scalars: no copy needed.)
    let text =
      text.utf8.count <= Self.maximumLength ? text : String(text.unicodeScalars.prefix(Self.maximumLength))
    var regions: (countries: Set<Int>, admins: Set<Int>, subdivisions: Set<Int>)?
    if text.utf8.contains(UInt8(ascii: ",")), let comma = text.lastIndex(of: ",") {
      let found = Self.regions(matching: folder.fold(String(text[text.index(after: comma)...])), index: index)
      if !found.countries.isEmpty || !found.admins.isEmpty || !found.subdivisions.isEmpty {
        folder.fold(String(text[..<comma]), into: &name)
        regions = found
      }
    }
    if regions == nil { folder.fold(text, into: &name) }
    self.name = name
    countries = regions?.countries
    admins = regions?.admins ?? []
    subdivisions = regions?.subdivisions ?? []
    readKana(index)
  }

  /// Whether the place at `index` is in a kept country or state.
  func accepts(_ index: Int, _ view: GazetteerView) -> Bool {
    guard let countries else { return true }
    let country = view.country(index)
    let admin = view.admin(index)
    return countries.contains(country) || admins.contains(admin)
      || subdivisions.contains(country << 16 | admin)
  }

  /// A kana name is also looked for as it is read in Latin letters, among Japanese places.
  private mutating func readKana(_ index: GazetteerIndex) {
    guard name.contains(where: { $0 >= 0xE3 }), let reading = KanaReading.romanized(name),
      let japan = index.countries.firstIndex(where: { $0.code == "JP" })
    else { return }
    romanized = reading
    self.japan = japan
  }

  /// What a folded region names: countries whose code equals it (or that it abbreviates, "uk"),
  /// or whose name starts with it; states whose name starts with it (three letters or more); and
  /// states of one country by their code ("il", "nsw", "us il").
  private static func regions(
    matching folded: [UInt8], index: GazetteerIndex
  ) -> (countries: Set<Int>, admins: Set<Int>, subdivisions: Set<Int>) {
    var countries = Set<Int>()
    var admins = Set<Int>()
    var subdivisions = Set<Int>()
    guard folded.count >= 2 else { return (countries, admins, subdivisions) }
    let text = String(decoding: folded, as: UTF8.self)
    // "us il", "au nsw": an ISO 3166-2 code (folded, its hyphen is a space).
    let parts = text.split(separator: " ")
    let countryPart = parts.count == 2 && parts[0].count == 2 ? String(parts[0]) : nil
    let code = countryPart == nil ? text : String(parts[parts.count - 1])
    for subdivision in RegionCodes.subdivisions where subdivision.code.lowercased() == code {
      guard countryPart == nil || subdivision.country.lowercased() == countryPart,
        let country = index.countries.firstIndex(where: { $0.code == subdivision.country })
      else { continue }
      let admin =
        subdivision.admin.isEmpty
        ? Int(GazetteerFormat.noAdmin) : index.admins.firstIndex(of: subdivision.admin)
      if let admin { subdivisions.insert(country << 16 | admin) }
    }
    guard countryPart == nil else { return (countries, admins, subdivisions) }
    for alias in RegionCodes.countryAliases where alias.alias == text {
      if let country = index.countries.firstIndex(where: { $0.code == alias.country }) {
        countries.insert(country)
      }
    }
    for (position, country) in index.countries.enumerated() {
      if folded.count == 2 && country.code.utf8.map({ $0 | 0x20 }) == folded { countries.insert(position) }
      if folded.count >= 3 && index.foldedCountries[position].starts(with: folded) {
        countries.insert(position)
      }
    }
    guard folded.count >= 3 else { return (countries, admins, subdivisions) }
    for (position, name) in index.foldedAdmins.enumerated() where name.starts(with: folded) {
      admins.insert(position)
    }
    return (countries, admins, subdivisions)
  }
}
