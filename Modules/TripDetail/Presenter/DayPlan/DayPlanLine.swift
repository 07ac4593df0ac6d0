import Geo
import Itinerary
import TripModels

/// One line of the trip's day plan: a day header (always kept, however narrow the screen) or a stop
/// with its local arrival and departure. Each line has variants, widest first; the view draws the
/// widest that fits, so a narrow screen drops the time columns before it cuts a header.
struct DayPlanLine: Equatable, Identifiable {
  /// What the line is.
  enum Kind: Equatable {
    case header(flagged: Bool)
    case stop
  }

  /// A header's day: its stops' indices in the trip (nil on a stop's line).
  var dayStops: ClosedRange<Int>?

  /// Its position in the plan.
  let id: Int
  /// What the line is.
  let kind: Kind
  /// The texts to choose from, widest first. A stop line's three (its arrival, departure and name;
  /// its one time and name; its name alone) are padded to the plan's widest times
  /// (``DayPlanTable``), so each form lines up with the same form of every other stop line.
  let variants: [String]
  /// A stop line's stop: its index in the trip (nil on a header).
  let stopIndex: Int?

  /// A line of kind `kind` with `variants`, at `id`; a header with its day's stops `dayStops`, a
  /// stop line with its stop's index `stopIndex`.
  init(
    id: Int, kind: Kind, variants: [String], dayStops: ClosedRange<Int>? = nil, stopIndex: Int? = nil
  ) {
    self.id = id
    self.kind = kind
    self.variants = variants
    self.dayStops = dayStops
    self.stopIndex = stopIndex
  }

  /// The cells of a name a cut stop line keeps at least: fewer, and the name alone is clearer.
  static let minimumNameCells = 8

  /// Whether this line is the header of the day that arrives at stop `index` (the first stop's day
  /// is day 1): the day the suggestion `N` acts on, marked "›".
  func isHeader(ofDayArrivingAt index: Int?) -> Bool {
    guard let index, let stops = dayStops else { return false }
    return index == 0 ? stops.lowerBound == 0 : stops.lowerBound < index && index <= stops.upperBound
  }

  /// The index in `days` of the day that arrives at stop `index` (day 1 for the first stop).
  static func dayIndex(arrivingAt index: Int, in days: [PlannedDay]) -> Int? {
    index == 0
      ? (days.isEmpty ? nil : 0)
      : days.firstIndex { $0.firstStop < index && index <= $0.lastStop }
  }

  /// The lines of `plan`: each day's header ("Day 2 · Wed 2 Jun · St. Louis → Amarillo · 9 h 20 min
  /// · 1 h 20 min over"), then its stops, each with its arrival and departure in its own zone, and
  /// the cells the stop lines' times take in each form.
  static func table(_ plan: PlannedItinerary) -> DayPlanTable {
    let days = plan.days.map { day in
      (header: ItineraryText.dayHeaderVariants(day, in: plan), day: day, stops: stopTexts(of: day, in: plan))
    }
    let stops = days.flatMap(\.stops)
    let arrivalCells = stops.map { $0.arrival?.count ?? 0 }.max() ?? 0
    let departureCells = stops.map { $0.departure?.count ?? 0 }.max() ?? 0
    let timeCells = stops.map { $0.time?.count ?? 0 }.max() ?? 0
    var lines: [DayPlanLine] = []
    for (header, day, stops) in days {
      lines.append(
        DayPlanLine(
          id: lines.count, kind: .header(flagged: day.isFlagged), variants: header,
          dayStops: day.firstStop...day.lastStop))
      for stop in stops {
        let arrival = padded(stop.arrival ?? "", arrivalCells)
        let departure = padded(stop.departure ?? "", departureCells)
        let time = padded(stop.time ?? "", timeCells)
        lines.append(
          DayPlanLine(
            id: lines.count, kind: .stop,
            variants: ["  \(arrival) \(departure) \(stop.name)", "  \(time) \(stop.name)", "  " + stop.name],
            stopIndex: stop.index))
      }
    }
    return DayPlanTable(
      lines: lines, bothTimesCells: 2 + arrivalCells + 1 + departureCells + 1, oneTimeCells: 2 + timeCells + 1
    )
  }

  /// A stop line's texts: "arr 15:01", "dep 09:00 CDT" (nil where the day starts or ends) and its
  /// name ("St. Louis · 1 night" where the day ends with a stay).
  private struct StopTexts {
    /// The stop's index in the trip.
    let index: Int
    let arrival: String?
    let departure: String?
    let name: String
    /// The one time of the narrower form: the arrival's, else the departure's.
    let time: String?
  }

  /// The texts of `day`'s stop lines, each time in its stop's zone.
  private static func stopTexts(of day: PlannedDay, in plan: PlannedItinerary) -> [StopTexts] {
    let dayStart = plan.stops[day.firstStop].stop.zone.localTime(at: day.start).day
    return (day.firstStop...day.lastStop).map { index in
      let planned = plan.stops[index]
      let zone = planned.stop.zone
      let arrival =
        index > day.firstStop
        ? planned.arrival.map {
          ItineraryText.time($0, zone: zone, abbreviation: planned.arrivalAbbreviation, day: dayStart)
        } : nil
      let departure =
        index < day.lastStop
        ? planned.departure.map {
          ItineraryText.time($0, zone: zone, abbreviation: planned.departureAbbreviation, day: dayStart)
        } : nil
      var name = planned.stop.name
      if index == day.lastStop, index > 0, planned.stop.stay.nights > 0 {
        name += " · " + ItineraryText.nights(planned.stop.stay.nights)
      }
      return StopTexts(
        index: index, arrival: arrival.map { "arr " + $0 }, departure: departure.map { "dep " + $0 },
        name: name,
        time: arrival ?? departure)
    }
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
