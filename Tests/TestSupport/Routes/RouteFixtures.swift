import Foundation
import Geo
import TripStore

/// Three trips with readable fixed ids, for deep-link and restoration tests:
/// 1 "Coast" with 2 stops, 2 "Alps" with 3 stops, 3 "Empty" with none.
public enum RouteFixtures {
  /// An id whose every byte is `group` except the last, which is `last` (e.g. 11111111-…-1111111111a2).
  public static func id(_ group: UInt8, _ last: UInt8) -> UUID {
    let g = group
    return UUID(uuid: (g, g, g, g, g, g, g, g, g, g, g, g, g, g, g, last))
  }

  /// Trip 1.
  public static let coast = id(0x11, 0x11)
  /// Trip 1's stops.
  public static let coastStops = [id(0x11, 0xA1), id(0x11, 0xA2)]
  /// Trip 2.
  public static let alps = id(0x22, 0x22)
  /// Trip 2's stops.
  public static let alpsStops = [id(0x22, 0xB1), id(0x22, 0xB2), id(0x22, 0xB3)]
  /// Trip 3 (no stops).
  public static let empty = id(0x33, 0x33)

  /// The three trips in list order.
  public static func trips() throws -> [Trip] {
    func stops(_ ids: [UUID]) throws -> [Stop] {
      try ids.enumerated().map { index, id in
        try Stop(
          id: id, name: "Stop \(index + 1)",
          coordinate: Coordinate(latitude: 45 + Double(index), longitude: 7 + Double(index)))
      }
    }
    return [
      try Trip(id: coast, name: "Coast", stops: stops(coastStops)),
      try Trip(id: alps, name: "Alps", stops: stops(alpsStops)),
      try Trip(id: empty, name: "Empty"),
    ]
  }

  /// A repository holding ``trips()``.
  @MainActor
  public static func repository() throws -> InMemoryTripRepository {
    InMemoryTripRepository(trips: try trips())
  }
}
