import Geo

/// Result-row text a person can tell apart:
/// "Springfield, Illinois, United States · 39.80°N 89.64°W · 114K", or for a place found by an
/// alternate name "Puebla — also “Puebla de los Ángeles”, Puebla, Mexico · 19.04°N 98.20°W · 1.4M".
///
/// ``variants`` holds the same row from widest to narrowest (the full country name becomes its code,
/// then the alternate, the population and the state go), so a narrow screen shows the widest that
/// fits. ``labels(for:)`` makes the rows of one list distinct: places of one name, state and country
/// get a ``tiebreak`` — the second-level division ("Washington, Sunderland, England, …"), else a
/// larger place near it ("Springfield (18 km SW of Decatur), Illinois, …") — and places that still
/// read alike get more coordinate decimals, and as a last resort their GeoNames id.
public struct PlaceLabel: Hashable, Sendable {
  /// The row, widest first; every variant names the place and its coordinate.
  public var variants: [String]
  /// What tells the place apart from another row of the same name, state and country
  /// (", Sunderland" or " (18 km SW of Decatur)", to follow the name); nil when no row is alike.
  public var tiebreak: String?

  /// The widest variant.
  public var text: String { variants.first ?? "" }

  /// The label of `place` with coordinates to `decimals` places (and its id when `withID`), with
  /// `tiebreak` after its name.
  public init(_ place: Place, decimals: Int = 2, withID: Bool = false, tiebreak: String? = nil) {
    self.tiebreak = tiebreak
    let position = Self.coordinateText(place.coordinate, decimals: decimals)
    guard !place.countryCode.isEmpty else {
      // A typed coordinate: its name is its coordinate.
      variants = [place.name == place.coordinate.formatted() ? position : "\(place.name) · \(position)"]
      return
    }
    let also = place.alternateName.map { " — also “\($0)”" } ?? ""
    let admin = (tiebreak ?? "") + (place.admin1.isEmpty ? "" : ", \(place.admin1)")
    let country = place.countryName.isEmpty ? place.countryCode : place.countryName
    let people = PopulationText.compact(place.population)
    let population = people.isEmpty ? "" : " · \(people)"
    let id = withID ? " · #\(Self.idText(place))" : ""
    let tail = "\(position)\(population)\(id)"
    let variants = [
      "\(place.name)\(also)\(admin), \(country) · \(tail)",
      "\(place.name)\(also)\(admin), \(place.countryCode) · \(tail)",
      "\(place.name)\(admin), \(place.countryCode) · \(tail)",
      "\(place.name)\(admin), \(place.countryCode) · \(position)\(id)",
      "\(place.name)\(tiebreak ?? ""), \(place.countryCode) · \(position)\(id)",
    ]
    // At most five short rows: compare bytes in order rather than hash (hashing a String
    // normalises it first).
    var distinct: [String] = []
    for variant in variants where !distinct.contains(where: { $0.utf8.elementsEqual(variant.utf8) }) {
      distinct.append(variant)
    }
    self.variants = distinct
  }

  /// One label per place, no two alike: places whose name and coordinate read the same get three,
  /// then four decimals, then their GeoNames id.
  public static func labels(for places: [Place], units: DistanceUnit = .kilometers) -> [PlaceLabel] {
    let tiebreaks = Self.tiebreaks(for: places, units: units)
    var labels = places.indices.map { PlaceLabel(places[$0], tiebreak: tiebreaks[$0]) }
    var decimals = [Int](repeating: 2, count: places.count)
    for round in 0..<3 {
      // Only labels in one group of equal narrowest text can clash; sort by bytes rather than hash
      // or compare Strings (both normalise non-ASCII text first, which costs more than the rows).
      let narrowest = labels.map { Array(($0.variants.last ?? "").utf8) }
      let order = labels.indices.sorted { narrowest[$0].lexicographicallyPrecedes(narrowest[$1]) }
      var clashing: [Int] = []
      for (a, b) in zip(order, order.dropFirst()) where narrowest[a] == narrowest[b] {
        if clashing.last != a { clashing.append(a) }
        clashing.append(b)
      }
      guard !clashing.isEmpty else { break }
      for index in clashing {
        decimals[index] += round < 2 ? 1 : 0
        labels[index] = PlaceLabel(
          places[index], decimals: decimals[index], withID: round == 2, tiebreak: tiebreaks[index])
      }
    }
    return labels
  }

  /// Per place, what tells it apart from the others of the same name, admin-1 and country: its
  /// second-level division when no other of them has the same (", Sunderland"), else its landmark
  /// (" (18 km SW of Decatur)"), else its division; nil for a place no other is like.
  static func tiebreaks(for places: [Place], units: DistanceUnit) -> [String?] {
    var tiebreaks = [String?](repeating: nil, count: places.count)
    // A few dozen rows: compare bytes pairwise rather than hash Strings (hashing normalises).
    func alike(_ a: Place, _ b: Place) -> Bool {
      !a.countryCode.isEmpty && a.name.utf8.elementsEqual(b.name.utf8)
        && a.admin1.utf8.elementsEqual(b.admin1.utf8) && a.countryCode.utf8.elementsEqual(b.countryCode.utf8)
    }
    // Byte counts first: most rows differ in them, and they cost nothing to read.
    let counts = places.map { ($0.name.utf8.count, $0.admin1.utf8.count) }
    for (index, place) in places.enumerated() {
      var others: [Int] = []  // allocated only when a row is alike
      for other in places.indices
      where other != index && counts[other] == counts[index] && alike(place, places[other]) {
        others.append(other)
      }
      guard !others.isEmpty else { continue }
      let divisionIsOwn =
        !place.admin2.isEmpty && !others.contains { places[$0].admin2.utf8.elementsEqual(place.admin2.utf8) }
      if divisionIsOwn {
        tiebreaks[index] = ", \(place.admin2)"
      } else if let landmark = place.landmark {
        tiebreaks[index] = " (\(landmark.phrase(units: units)))"
      } else if !place.admin2.isEmpty {
        tiebreaks[index] = ", \(place.admin2)"
      }
    }
    return tiebreaks
  }

  /// The GeoNames number of a gazetteer place, else its whole id.
  private static func idText(_ place: Place) -> String {
    if let number = place.geonameID { return String(number) }
    return place.id.description
  }

  /// "39.80°N 89.64°W" with `decimals` places (integer arithmetic, no locale).
  static func coordinateText(_ coordinate: Coordinate, decimals: Int) -> String {
    let decimals = min(4, max(0, decimals))
    let scale = [1, 10, 100, 1_000, 10_000][decimals]
    func part(_ degrees: Double, _ positive: String, _ negative: String) -> String {
      guard degrees.isFinite, abs(degrees) <= 360 else { return "—" }
      let scaled = Int((abs(degrees) * Double(scale)).rounded())
      let hemisphere = degrees < 0 && scaled > 0 ? negative : positive
      guard decimals > 0 else { return "\(scaled)°\(hemisphere)" }
      let fraction = String(scaled % scale)
      let padding = String(repeating: "0", count: decimals - fraction.count)
      return String(scaled / scale) + "." + padding + fraction + "°" + hemisphere
    }
    return part(coordinate.latitude, "N", "S") + " " + part(coordinate.longitude, "E", "W")
  }
}
