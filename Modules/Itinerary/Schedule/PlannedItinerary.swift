import Geo
import TripModels

/// A trip's schedule worked out (``ItineraryPlanner/plan(stops:legs:schedule:)``): each stop's
/// arrival and departure, each leg's drive time, and the days.
public struct PlannedItinerary: Hashable, Sendable {
  /// The settings it was worked out from.
  public var schedule: TripSchedule
  /// The stops in trip order, with their times.
  public var stops: [PlannedStop]
  /// The legs: `legs[i]` runs from `stops[i]` to `stops[i + 1]`.
  public var legs: [PlannedLeg]
  /// The travel days, in order (none with fewer than two stops).
  public var days: [PlannedDay]

  /// Whether days carry dates (the schedule has a start date).
  public var isDated: Bool { schedule.startDate != nil }
  /// The drive time of the whole trip, in seconds.
  public var totalDriveSeconds: Int { legs.reduce(0) { $0 + $1.seconds } }
  /// The length of the whole trip in metres (the road where routed, the straight line otherwise).
  public var totalMeters: Double { legs.reduce(0) { $0 + $1.meters } }
}

/// One stop in a worked-out schedule.
public struct PlannedStop: Hashable, Sendable {
  /// The stop as given.
  public var stop: ItineraryStop
  /// When the trip arrives (nil for the first stop).
  public var arrival: Instant?
  /// When the trip leaves (nil for the last stop).
  public var departure: Instant?
  /// The zone abbreviation to show at the arrival: set where it differs from the one before it
  /// (and on the first stop), nil otherwise.
  public var arrivalAbbreviation: String?
  /// The zone abbreviation to show at the departure, on the same terms.
  public var departureAbbreviation: String?

  /// The arrival read in the stop's zone.
  public var arrivalLocal: LocalTime? { arrival.map { stop.zone.localTime(at: $0) } }
  /// The departure read in the stop's zone.
  public var departureLocal: LocalTime? { departure.map { stop.zone.localTime(at: $0) } }
}

/// One leg's drive.
public struct PlannedLeg: Hashable, Sendable {
  /// Drive time in whole seconds.
  public var seconds: Int
  /// Length in metres (road or straight line).
  public var meters: Double
  /// Whether the time is the straight-line estimate (no road time): shown "est.".
  public var isEstimated: Bool
}

/// One travel day.
public struct PlannedDay: Hashable, Sendable {
  /// 1, 2, 3…
  public var number: Int
  /// The date the day starts on, in its first stop's zone; nil without a start date.
  public var date: CivilDate?
  /// The index of the stop the day leaves from.
  public var firstStop: Int
  /// The index of the stop the day ends at.
  public var lastStop: Int
  /// Drive time of the day's legs, in seconds (visits not counted).
  public var driveSeconds: Int
  /// How far the drive time is over the daily limit, in seconds (0 when within it).
  public var overLimitSeconds: Int
  /// Whether the day's last arrival falls on a later local date than the day started on.
  public var arrivesAfterMidnight: Bool
  /// Whether any of the day's legs is a straight-line estimate.
  public var isEstimated: Bool
  /// When the day starts (departure from the first stop).
  public var start: Instant
  /// When the day ends (arrival at the last stop).
  public var end: Instant

  /// The indices of the legs driven this day.
  public var legIndices: Range<Int> { firstStop..<lastStop }
  /// Whether the day is flagged: over the limit or arriving after midnight.
  public var isFlagged: Bool { overLimitSeconds > 0 || arrivesAfterMidnight }
}
