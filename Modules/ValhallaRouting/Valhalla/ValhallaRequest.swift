import Geo
import Routing

/// The body of one Valhalla `/route` request: the stops as `break` locations, driving (`auto`)
/// costing, no turn-by-turn directions, kilometres. The stops' coordinates and the avoid options are
/// all that is sent.
struct ValhallaRequest: Encodable {
  struct Location: Encodable {
    var lat: Double
    var lon: Double
    var type = "break"
  }

  struct AutoCosting: Encodable {
    var useTolls: Double?
    var useHighways: Double?
    var useFerry: Double?

    enum CodingKeys: String, CodingKey {
      case useTolls = "use_tolls"
      case useHighways = "use_highways"
      case useFerry = "use_ferry"
    }
  }

  struct CostingOptions: Encodable {
    var auto: AutoCosting
  }

  var locations: [Location]
  var costing = "auto"
  var costingOptions: CostingOptions?
  var directionsType = "none"
  var units = "kilometers"

  enum CodingKeys: String, CodingKey {
    case locations, costing, units
    case costingOptions = "costing_options"
    case directionsType = "directions_type"
  }

  init(stops: [Coordinate], options: RoutingOptions) {
    locations = stops.map { Location(lat: $0.latitude, lon: $0.longitude) }
    // 0 is Valhalla's "avoid as far as possible"; an option not avoided is left to its default.
    let auto = AutoCosting(
      useTolls: options.avoidsTolls ? 0 : nil,
      useHighways: options.avoidsHighways ? 0 : nil,
      useFerry: options.avoidsFerries ? 0 : nil)
    costingOptions = options == RoutingOptions() ? nil : CostingOptions(auto: auto)
  }
}
