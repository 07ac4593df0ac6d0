import Itinerary
import TripModels

/// The night's stay a suggestion (`N`) offers, what `y` does.
enum StayOffer: Equatable {
  /// A new stop at `place`, inserted after the stop `after` with 1 night.
  case newStop(StayPlace, after: StopID)
  /// One night at `stop`, a stop of the trip already at the place.
  case night(ItineraryStop)

  /// The place's name.
  var name: String {
    switch self {
    case .newStop(let place, _): place.name
    case .night(let stop): stop.name
    }
  }

  /// What the status line says once it is done.
  var done: String {
    switch self {
    case .newStop(let place, _): TripDetailCopy.stayAdded(place.name)
    case .night(let stop): TripDetailCopy.nightAdded(stop.name)
    }
  }
}
