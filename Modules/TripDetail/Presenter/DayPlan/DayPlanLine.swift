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
  /// The texts to choose from, widest first.
  let variants: [String]
  /// The fewest cells the last but one variant may be drawn in, cut at its end: a stop's time and
  /// name, the time kept and the name cut ("12:26         Chamonix-Mont-B…") rather than the time
  /// dropped for the name alone. Nil on a header and on a stop without a time (drawn whole only).
  let cutCells: Int?

  /// A line of kind `kind` with `variants`, at `id`; a header with its day's stops `dayStops`.
  init(id: Int, kind: Kind, variants: [String], cutCells: Int? = nil, dayStops: ClosedRange<Int>? = nil) {
    self.id = id
    self.kind = kind
    self.variants = variants
    self.cutCells = cutCells
    self.dayStops = dayStops
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
  /// · 1 h 20 min over"), then its stops, each with its arrival and departure in its own zone.
  static func lines(_ plan: PlannedItinerary) -> [DayPlanLine] {
    var lines: [DayPlanLine] = []
    for day in plan.days {
      lines.append(
        DayPlanLine(
          id: lines.count, kind: .header(flagged: day.isFlagged),
          variants: ItineraryText.dayHeaderVariants(day, in: plan), dayStops: day.firstStop...day.lastStop))
      let dayStart = plan.stops[day.firstStop].stop.zone.localTime(at: day.start).day
      for index in day.firstStop...day.lastStop {
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
        let columns =
          "  " + padded(arrival.map { "arr " + $0 } ?? "", 17) + " "
          + padded(departure.map { "dep " + $0 } ?? "", 17) + " " + name
        let time = arrival ?? departure
        let timePrefix = "  " + padded(time ?? "", 13) + " "
        lines.append(
          DayPlanLine(
            id: lines.count, kind: .stop, variants: [columns, timePrefix + name, "  " + name],
            cutCells: time.map { _ in timePrefix.count + minimumNameCells }))
      }
    }
    return lines
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
