import Gazetteer
import Geo

/// One gazetteer over the bundled data, shared by the search tests so it loads once per run.
enum BundledGazetteer {
  static let instance = Gazetteer()

  /// The names of the results for `query`.
  static func names(_ query: String, limit: Int = 10) async throws -> [String] {
    try await instance.search(query, limit: limit).map(\.name)
  }

  /// The GeoNames ids of the results for `query`.
  static func ids(_ query: String, limit: Int = 10) async throws -> [Int] {
    try await instance.search(query, limit: limit).compactMap(\.geonameID)
  }
}
