// MARK: - Codable with a format version

extension NavigationState: Codable {
  private enum CodingKeys: String, CodingKey { case version, base, modals, nextID }

  /// Decodes a state, rejecting other format versions and broken invariants.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "navigation state version \(version) is not supported (expected \(Self.formatVersion))")
    }
    let base = try container.decode(NavigationLevel<Route>.self, forKey: .base)
    let modals = try container.decodeIfPresent([NavigationLevel<Route>].self, forKey: .modals) ?? []
    let nextID = try container.decode(EntryID.self, forKey: .nextID)
    do {
      try self.init(base: base, modals: modals, nextID: nextID)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .base, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the state with ``formatVersion``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(base, forKey: .base)
    try container.encode(modals, forKey: .modals)
    try container.encode(nextID, forKey: .nextID)
  }
}
