import Geo
import PlaceSearch

/// The loaded gazetteer: the checked bytes of `gazetteer.bin` and the searches over them.
///
/// Nothing is built at load time: the key tables, precomputed lists, typo index and k-d tree order
/// are all in the file (see ``GazetteerFormat``), so the first search costs a memory map and a check.
/// Immutable, so shared freely between tasks.
final class GazetteerIndex: Sendable {
  /// The most results a search returns.
  static let maximumResults = 50
  /// Queries longer than this (folded bytes) cannot match a name.
  static let maximumKeyLength = 255

  let data: GazetteerData
  /// Per country: the ISO code and the English name.
  let countries: [(code: String, name: String)]
  /// Per admin-1 index: its name.
  let admins: [String]
  /// Folded country names and admin-1 names, for "Name, region" queries.
  let foldedCountries: [[UInt8]]
  let foldedAdmins: [[UInt8]]
  /// Every ``KeyTable/topStride``-th sample of each key table, read once at load (29 KB), so
  /// that a search's first binary-search steps over the samples stay in the cache.
  let mainSampleTops: [UInt64]
  let alternateSampleTops: [UInt64]

  init(data: GazetteerData) {
    self.data = data
    var folder = TextFolder()
    (mainSampleTops, alternateSampleTops) = data.bytes.withUnsafeBytes { raw in
      let view = GazetteerView(raw: raw, data: data)
      return (KeyTable.tops(view, .mainKeySamples), KeyTable.tops(view, .alternateKeySamples))
    }
    let (countries, admins) = data.bytes.withUnsafeBytes { raw in
      let view = GazetteerView(raw: raw, data: data)
      let countries = (0..<data.countryCount).map { index -> (code: String, name: String) in
        let entry = view.slice(.countryOffsets, .countryNames, index)
        return (
          String(decoding: entry.prefix(2), as: UTF8.self),
          String(decoding: entry.dropFirst(2), as: UTF8.self)
        )
      }
      return (countries, (0..<data.adminCount).map { view.string(.adminOffsets, .adminNames, $0) })
    }
    self.countries = countries
    self.admins = admins
    foldedCountries = countries.map { folder.fold($0.name) }
    foldedAdmins = admins.map { folder.fold($0) }
  }

  /// The number of places.
  var count: Int { data.placeCount }

  // MARK: - Places

  /// The place at `index` (population order) as callers see it.
  func place(_ index: Int, in view: GazetteerView, match: MatchQuality?, alternate: Int? = nil) -> Place {
    place(view.fields(index), in: view, match: match, alternate: alternate)
  }

  /// The place whose record holds `fields` as callers see it. (Searches read the records of all
  /// their results first: the reads do not depend on each other, so the processor waits for all of
  /// them at once rather than for each place's record in turn.)
  func place(
    _ fields: GazetteerView.PlaceFields, in view: GazetteerView, match: MatchQuality?, alternate: Int? = nil
  ) -> Place {
    let country = fields.country < countries.count ? countries[fields.country] : (code: "", name: "")
    let scale = GazetteerFormat.coordinateScale
    return Place(
      id: .geonames(fields.geonameID),
      name: fields.nameLead == 0 ? "" : String(decoding: fields.name, as: UTF8.self),  // names never hold 0
      countryCode: country.code,
      coordinate: Coordinate(
        latitude: Double(fields.latitude) / scale, longitude: Double(fields.longitude) / scale),
      population: Int(fields.population),
      admin1: fields.admin < admins.count ? admins[fields.admin] : "",
      countryName: country.name,
      match: match,
      alternateName: alternate.map { view.string(.alternateOffsets, .alternateNames, $0) },
      admin2: admin2(fields.admin2, in: view))
  }

  /// Second-level division `index`'s name, empty for ``GazetteerFormat/noEntry`` or a bad index.
  func admin2(_ index: Int, in view: GazetteerView) -> String {
    index < data.admin2Count ? view.string(.admin2Offsets, .admin2Names, index) : ""
  }

  /// The IANA time zone name of place `index` ("Europe/Zurich"), nil when it has none.
  func timeZoneName(_ index: Int, in view: GazetteerView) -> String? {
    let zone = Int(view.u16(.placeTimeZones, index))
    guard index >= 0, index < count, zone < data.timeZoneCount else { return nil }
    return view.string(.timeZoneOffsets, .timeZoneNames, zone)
  }

  /// The place and global alternate index of alternate key `key`.
  @inline(__always)
  func alternateReference(_ key: Int, in view: GazetteerView) -> (place: Int, alternate: Int) {
    let reference = view.int(.alternateKeyReferences, key)
    let place = reference >> 16
    return (place, view.int(.firstAlternates, place) + (reference & 0xFFFF))
  }

  /// Runs `body` with a view of the bytes.
  func withView<T>(_ body: (GazetteerView) throws -> T) rethrows -> T {
    try data.bytes.withUnsafeBytes { try body(GazetteerView(raw: $0, data: data)) }
  }

  /// The main-name key table.
  func mainKeys(_ view: GazetteerView) -> KeyTable {
    KeyTable(
      view: view, offsets: .mainKeyOffsets, bytes: .mainKeyBytes, samples: .mainKeySamples,
      tops: mainSampleTops, count: data.mainKeyCount)
  }

  /// The alternate-name key table.
  func alternateKeys(_ view: GazetteerView) -> KeyTable {
    KeyTable(
      view: view, offsets: .alternateKeyOffsets, bytes: .alternateKeyBytes, samples: .alternateKeySamples,
      tops: alternateSampleTops, count: data.alternateKeyCount)
  }
}
