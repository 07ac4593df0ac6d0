import Foundation

extension Place {
  /// The one-line description used by result rows:
  /// "Kyoto, JP · 35.02°N 135.75°E · 1.5M people".
  ///
  /// The country is omitted when empty, the population when unknown, and the coordinate when it is
  /// already the name (typed coordinates).
  public var summary: String {
    let title = countryCode.isEmpty ? name : "\(name), \(countryCode)"
    let people = PopulationText.format(population)
    let position = coordinate.formatted()
    let parts = [title, position == name ? "" : position, people]
    return parts.filter { !$0.isEmpty }.joined(separator: " · ")
  }
}
