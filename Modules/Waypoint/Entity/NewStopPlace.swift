/// Where a new stop goes in its trip, shown in its editor before it is stored: `a` inserts after the
/// selected stop, which may be in the middle of the trip, so the editor says so before Enter.
struct NewStopPlace: Equatable, Sendable {
  /// A stop of the trip by its number along it (1-based) and its name.
  struct Neighbour: Equatable, Sendable {
    var number: Int
    var name: String
  }

  /// The stop the new one follows; nil in a trip without stops.
  var after: Neighbour?
  /// The stop the new one comes before; nil at the end of the trip.
  var before: Neighbour?
}
