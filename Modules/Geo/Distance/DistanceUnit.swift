/// The unit distances are shown in (`--units km|mi`).
public enum DistanceUnit: String, CaseIterable, Codable, Sendable {
  /// Kilometres.
  case kilometers = "km"
  /// Statute miles.
  case miles = "mi"
}
