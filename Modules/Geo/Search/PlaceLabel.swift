/// Result-row text a person can tell apart:
/// "Springfield, Illinois, United States · 39.80°N 89.64°W · 114K", or for a place found by an
/// alternate name "Puebla — also “Puebla de los Ángeles”, Puebla, Mexico · 19.04°N 98.20°W · 1.4M".
///
/// ``variants`` holds the same row from widest to narrowest (the full country name becomes its code,
/// then the alternate, the population and the state go), so a narrow screen shows the widest that
/// fits. ``labels(for:)`` makes the rows of one list distinct: places that would read alike get more
/// coordinate decimals, and as a last resort their GeoNames id.
public struct PlaceLabel: Hashable, Sendable {
  /// The row, widest first; every variant names the place and its coordinate.
  public var variants: [String]

  /// The widest variant.
  public var text: String { variants.first ?? "" }

  /// The label of `place` with coordinates to `decimals` places (and its id when `withID`).
  public init(_ place: Place, decimals: Int = 2, withID: Bool = false) {
    let position = Self.coordinateText(place.coordinate, decimals: decimals)
    guard !place.countryCode.isEmpty else {
      // A typed coordinate: its name is its coordinate.
      variants = [place.name == place.coordinate.formatted() ? position : "\(place.name) · \(position)"]
      return
    }
    let also = place.alternateName.map { " — also “\($0)”" } ?? ""
    let admin = place.admin1.isEmpty ? "" : ", \(place.admin1)"
    let country = place.countryName.isEmpty ? place.countryCode : place.countryName
    let people = PopulationText.compact(place.population)
    let population = people.isEmpty ? "" : " · \(people)"
    let id = withID ? " · #\(place.geonameID.map(String.init) ?? place.id)" : ""
    let tail = "\(position)\(population)\(id)"
    var variants = [
      "\(place.name)\(also)\(admin), \(country) · \(tail)",
      "\(place.name)\(also)\(admin), \(place.countryCode) · \(tail)",
      "\(place.name)\(admin), \(place.countryCode) · \(tail)",
      "\(place.name)\(admin), \(place.countryCode) · \(position)\(id)",
      "\(place.name), \(place.countryCode) · \(position)\(id)",
    ]
    var seen = Set<String>()
    variants.removeAll { !seen.insert($0).inserted }
    self.variants = variants
  }

  /// One label per place, no two alike: places whose name and coordinate read the same get three,
  /// then four decimals, then their GeoNames id.
  public static func labels(for places: [Place]) -> [PlaceLabel] {
    var decimals = [Int](repeating: 2, count: places.count)
    var withID = [Bool](repeating: false, count: places.count)
    for round in 0..<3 {
      var groups: [String: [Int]] = [:]
      for (index, place) in places.enumerated() {
        let key = PlaceLabel(place, decimals: decimals[index], withID: withID[index]).variants.last ?? ""
        groups[key, default: []].append(index)
      }
      var clash = false
      for members in groups.values where members.count > 1 {
        clash = true
        for index in members {
          if round < 2 { decimals[index] += 1 } else { withID[index] = true }
        }
      }
      if !clash { break }
    }
    return places.indices.map { PlaceLabel(places[$0], decimals: decimals[$0], withID: withID[$0]) }
  }

  /// "39.80°N 89.64°W" with `decimals` places.
  static func coordinateText(_ coordinate: Coordinate, decimals: Int) -> String {
    func part(_ degrees: Double, _ positive: String, _ negative: String) -> String {
      guard degrees.isFinite else { return "—" }
      let scale = [1.0, 10, 100, 1_000, 10_000][min(4, max(0, decimals))]
      let rounded = (abs(degrees) * scale).rounded() / scale
      return "\(NumberText.format(rounded, decimals: decimals))°\(degrees < 0 && rounded > 0 ? negative : positive)"
    }
    return "\(part(coordinate.latitude, "N", "S")) \(part(coordinate.longitude, "E", "W"))"
  }
}
