import TripModels

/// A trip's stops as the detail screen last read them: every stop's id and coordinate (for the map,
/// the legs' distances and the selection rules), the total distance, the stops' names when the trip
/// is short enough to name them on the map, and the reader of the pages of stops the lists show.
///
/// Read once per change to the stops (a rename reads none of it); the stops' names and notes are
/// read a page at a time, only for the rows on screen.
struct TripDetailContent: Equatable {
  /// Every stop's id and coordinate, in trip order.
  let outline: StopOutline
  /// The trip's length in metres as the store keeps it (a trip of at most ``namedLimit`` stops has
  /// its legs measured instead).
  let totalMeters: Double
  /// Every stop's name, in trip order, for a trip of at most ``namedLimit`` stops; nil for a
  /// longer one (its map labels stops by number).
  let names: [String]?
  /// Where the lists' stops are read.
  let reader: TripDetailRowReader
  /// Which read of the stops this is: a new one is made after every change to the stops.
  let revision: Int

  /// The most stops whose names are all read (for the map's labels and the legs' distance column):
  /// a longer trip reads only the pages on screen.
  static let namedLimit = 1_000

  /// How many stops the trip has.
  var count: Int { outline.count }

  /// The read this is.
  var read: StopsRead { StopsRead(reader, revision: revision) }

  /// Equal when they are the same read of the stops (``StopsRead``), not when their stops are.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.read == rhs.read && lhs.count == rhs.count
  }
}
