import Geo
import PlaceSearch

/// What a search that found nothing says to try, by what was typed:
///
/// - a coordinate outside the globe: the valid range ("latitude runs −90 to 90, longitude −180 to 180");
/// - text that looks like a coordinate but does not read as one: the forms that do;
/// - a name with a region ("paris, xx"): the name alone, or another region;
/// - a name: a state or country after a comma, a coordinate, or a shorter name (a name's start
///   finds it: "Hallst" finds Hallstatt).
///
/// The examples are of where the trip is (``SearchHintArea``): "Geiranger, Norway" and a coordinate
/// near the stop beside the edited one, not a Texan suffix and a Californian coordinate on a trip
/// through Norway.
struct SearchHint: Equatable {
  /// Lines for the empty results list, the first saying what was not found.
  var lines: [String]
  /// One line for the status bar.
  var statusLine: String

  init(_ query: String, area: SearchHintArea = .standard) {
    let query = query.trimmingWhitespace()
    switch CoordinateQuery.parse(query) {
    case .outOfRange(let latitude, let longitude):
      let which =
        abs(latitude) > 90 && abs(longitude) > 180
        ? "both are" : abs(latitude) > 90 ? "the latitude is" : "the longitude is"
      let range = "latitude runs −90 to 90 (S is −), longitude −180 to 180 (W is −)"
      lines = ["“\(query)” is not on the globe: \(which) out of range", range]
      statusLine = "“\(query)” is out of range — \(range)"
    case .invalid:
      let forms = "write it as \(area.decimalExample) or \(area.sexagesimalExample)"
      lines = ["“\(query)” does not read as a coordinate", forms]
      statusLine = "“\(query)” is not a coordinate — \(forms)"
    case .coordinate, .notCoordinate:
      (lines, statusLine) = Self.nameHint(query, area: area)
    }
  }

  /// The hint for a name that found nothing.
  private static func nameHint(_ query: String, area: SearchHintArea) -> (lines: [String], status: String) {
    if let comma = query.lastIndex(of: ",") {
      let name = query[..<comma].trimmingWhitespace()
      let region = query[query.index(after: comma)...].trimmingWhitespace()
      if !name.isEmpty && !region.isEmpty {
        return (
          [
            "No “\(name)” in “\(region)”", "Try “\(name)” alone, or another state or country",
            "(a code like TX or FR, or a name like Texas or France)",
          ],
          "no “\(name)” in “\(region)” — try “\(name)” alone, or another state or country"
        )
      }
    }
    let shorter = shorterName(query)
    var lines = [
      "No place called “\(query)”. Try:",
      "· a state or country after a comma: “\(query), \(area.qualifier)”",
      "· a coordinate: \(area.decimalExample)",
    ]
    if let shorter { lines.append("· a shorter name: “\(shorter)”") }
    let status =
      "nothing called “\(query)” — try “\(query), \(area.qualifier)”, a coordinate"
      + (shorter.map { ", or “\($0)”" } ?? "")
    return (lines, status)
  }

  /// A shorter start of `query` that could still find the place meant: without its last word, or
  /// its first four letters (a name's start finds it); nil for a short query.
  static func shorterName(_ query: String) -> String? {
    let words = query.split(separator: " ")
    if words.count > 1 { return words.dropLast().joined(separator: " ") }
    guard query.count > 5 else { return nil }
    return String(query.prefix(4))
  }
}
