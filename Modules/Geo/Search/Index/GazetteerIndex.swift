import Foundation

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

  init(data: GazetteerData) {
    self.data = data
  }

  /// The number of places.
  var count: Int { data.placeCount }

  // MARK: - Places

  /// The place at `index` (population order) as callers see it.
  func place(_ index: Int, in view: GazetteerView, match: MatchQuality?, alternate: Int? = nil) -> Place {
    let countrySlice = view.slice(.countryOffsets, .countryNames, Int(view.u8(.countries, index)))
    let code = String(decoding: countrySlice.prefix(2), as: UTF8.self)
    let countryName = String(decoding: countrySlice.dropFirst(2), as: UTF8.self)
    let admin = view.u16(.admins, index)
    let scale = GazetteerFormat.coordinateScale
    return Place(
      id: "geonames:\(view.u32(.geonameIDs, index))",
      name: view.string(.nameOffsets, .names, index),
      countryCode: code,
      coordinate: Coordinate(
        latitude: Double(view.i32(.latitudes, index)) / scale,
        longitude: Double(view.i32(.longitudes, index)) / scale),
      population: view.int(.populations, index),
      admin1: admin == GazetteerFormat.noAdmin ? "" : view.string(.adminOffsets, .adminNames, Int(admin)),
      countryName: countryName,
      match: match,
      alternateName: alternate.map { view.string(.alternateOffsets, .alternateNames, $0) })
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
    KeyTable(view: view, offsets: .mainKeyOffsets, bytes: .mainKeyBytes, count: data.mainKeyCount)
  }

  /// The alternate-name key table.
  func alternateKeys(_ view: GazetteerView) -> KeyTable {
    KeyTable(
      view: view, offsets: .alternateKeyOffsets, bytes: .alternateKeyBytes, count: data.alternateKeyCount)
  }
}
