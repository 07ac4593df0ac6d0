/// What the driver wants the road route to avoid (the costing options sent with every request).
public struct RoutingOptions: Hashable, Sendable, Codable {
  /// Avoid toll roads where another road exists.
  public var avoidsTolls: Bool
  /// Avoid motorways and other highways where another road exists.
  public var avoidsHighways: Bool
  /// Avoid ferries where another road exists.
  public var avoidsFerries: Bool

  /// Options avoiding what is set; the default avoids nothing.
  public init(avoidsTolls: Bool = false, avoidsHighways: Bool = false, avoidsFerries: Bool = false) {
    self.avoidsTolls = avoidsTolls
    self.avoidsHighways = avoidsHighways
    self.avoidsFerries = avoidsFerries
  }

  /// A short stable text of the options ("tolls,ferries"; "" when nothing is avoided), which keys
  /// the figures kept for them.
  public var key: String {
    [avoidsTolls ? "tolls" : nil, avoidsHighways ? "highways" : nil, avoidsFerries ? "ferries" : nil]
      .compactMap { $0 }.joined(separator: ",")
  }
}
