import Geo
import Itinerary
import Observation
import Routes
import Routing
import TripModels

import class TextUI.ScreenWork

/// Where the trip detail's day plan gets what the trip does not hold: each stop's time zone, and
/// the place to offer for a night on a day that runs over.
@MainActor
public struct TripDetailItinerarySource {
  /// Names each stop's IANA zone.
  public let zones: any TimeZoneNaming
  /// Finds the largest place near where a day's driving limit runs out.
  public let places: any StayPlaceFinding
  /// Where the legs' kept road figures are (a leg without one is estimated), nil for none.
  public let roads: (any RoadLegStore)?
  /// What the kept legs avoid (the options they were routed with).
  public let options: RoutingOptions
  /// The unit distances are shown in.
  public let units: DistanceUnit
  /// What the plan says under its header when the trip has no start date (its days then have no
  /// dates): how to give it one, in the words of whoever opens the schedule; nil says nothing.
  public let undatedHint: String?

  /// A source asking `zones` and `places`, with the road legs kept in `roads`.
  public init(
    zones: any TimeZoneNaming, places: any StayPlaceFinding, roads: (any RoadLegStore)? = nil,
    options: RoutingOptions = RoutingOptions(), units: DistanceUnit = .kilometers, undatedHint: String? = nil
  ) {
    self.zones = zones
    self.places = places
    self.roads = roads
    self.options = options
    self.units = units
    self.undatedHint = undatedHint
  }

  /// The kept road figures of each of `trip`'s legs, nil where a leg has none.
  func roadLegs(of trip: Trip) -> [ItineraryLeg.Road?] {
    let kept = roads?.keptLegs(along: trip.stops.map(\.coordinate), options: options) ?? []
    return kept.map { leg in
      leg.map { ItineraryLeg.Road(seconds: $0.seconds, meters: $0.meters, shape: $0.shape) }
    }
  }
}

/// The trip detail's day plan (`P`): the trip's days by the schedule rules (docs/itinerary.md),
/// worked out again after every change while it is shown, and the night's stay offered on a day
/// over its limit (`N`), added with 1 night as one undoable change.
@MainActor
@Observable
final class TripDayPlan {
  /// Whether the plan is shown (in place of the legs).
  private(set) var isShown = false
  /// The plan as a table, nil until worked out (or when the trip is too long to plan here).
  private(set) var table: DayPlanTable?
  /// Why there is no plan to show ("Add at least two stops…"), nil when there is one.
  private(set) var note: String?
  /// The question asked about a suggested stay, nil when none is open.
  private(set) var question: String?
  /// The source's ``TripDetailItinerarySource/undatedHint`` while the plan shown has no dates, else nil.
  private(set) var undatedHint: String?

  @ObservationIgnored private let tripID: TripID
  @ObservationIgnored private let repository: any TripRepository
  @ObservationIgnored private let source: TripDetailItinerarySource?
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private var plan: PlannedItinerary?
  @ObservationIgnored private var legs: [ItineraryLeg] = []
  @ObservationIgnored private var offered: StayOffer?
  /// Where the plan and the suggestions are worked out (the screen's work).
  @ObservationIgnored let work: ScreenWork
  /// The last plan or suggestion started: the next waits for it (one at a time).
  @ObservationIgnored private var latest: Task<Void, Never>?
  @ObservationIgnored private var generation = 0
  /// The trip's schedule as last read: a change to it shows the plan.
  @ObservationIgnored private var schedule: TripSchedule?

  /// The most stops a trip may have for its plan to be worked out on this screen (each stop's zone
  /// is asked once per change).
  static let stopLimit = 2_000

  init(
    tripID: TripID, repository: any TripRepository, source: TripDetailItinerarySource?, work: ScreenWork,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.work = work
    self.tripID = tripID
    self.repository = repository
    self.source = source
    self.report = report
    self.schedule = Self.schedule(of: tripID, in: repository)
  }

  // MARK: - Intents

  /// `P`: shows the plan (working it out) or the legs again.
  func toggle() {
    isShown.toggle()
    if isShown { refresh() }
  }

  /// The trips changed: a shown plan is worked out again. A change to the trip's schedule (the
  /// Schedule sheet saved, or its change undone) shows the plan: the days are what it changes.
  func storeChanged() {
    let current = Self.schedule(of: tripID, in: repository)
    if current != schedule {
      schedule = current
      if !isShown, current != nil, source != nil {
        toggle()
        return
      }
    }
    if isShown { refresh() }
  }

  /// `tripID`'s schedule in `repository`, nil when it cannot be read (the trip is gone).
  private static func schedule(of tripID: TripID, in repository: any TripRepository) -> TripSchedule? {
    (try? repository.tripSchedule(id: tripID)) ?? nil
  }

  /// The router answered: a shown plan is worked out again with the road times just kept.
  func roadsChanged() {
    if isShown { refresh() }
  }

  /// `N`: on the day of the stop selected in the stops list (the day that arrives at it; the first
  /// stop's is day 1), when that day is flagged, finds the largest place within 30 km of where its
  /// limit (or the day, at midnight) runs out and asks whether to add it; says why when there is
  /// nothing to offer. Without a selection, the first flagged day. While the days are not shown, it
  /// shows them first.
  func suggestStay(forStopAt selectedStop: Int? = nil) {
    guard let source else { return }
    guard isShown, let plan else {
      if !isShown { toggle() }
      report(.notice(TripDetailCopy.planFirst))
      return
    }
    let chosen = selectedStop.flatMap { DayPlanLine.dayIndex(arrivingAt: $0, in: plan.days) }
    guard let day = chosen.map({ plan.days[$0] }) ?? plan.days.first(where: \.isFlagged) else {
      report(.notice(TripDetailCopy.noLongDay))
      return
    }
    guard day.isFlagged else {
      report(.notice(TripDetailCopy.dayNotFlagged(day.number)))
      return
    }
    let legs = self.legs
    latest = work.run { [weak self] in
      let found = await StaySuggester.suggest(for: day, in: plan, legs: legs, finder: source.places)
      self?.offer(found, day: day, plan: plan)
    }
  }

  /// The answer to the suggestion: yes adds the place after the leg's first stop with 1 night, or
  /// gives the stop that is the place 1 night.
  func answer(_ yes: Bool) {
    question = nil
    let offer = offered
    offered = nil
    guard yes, let offer else { return }
    do {
      switch offer {
      case .newStop(let place, let after):
        let stay = StopStay(nights: 1, visitMinutes: 0) ?? .passingThrough
        let stop = try Stop(name: place.name, coordinate: place.coordinate, stay: stay)
        try repository.insertStop(stop, into: tripID, after: after)
      case .night(let stop):
        let stay = StopStay(nights: 1, visitMinutes: stop.stay.visitMinutes) ?? .passingThrough
        try repository.setStay(stay, of: stop.id, in: tripID)
      }
      report(.notice(offer.done))
    } catch {
      report(.error(TripDetailCopy.stayNotAdded(offer.name, "\(error)")))
    }
  }

  // MARK: - Working it out

  private func offer(_ found: StaySuggestion?, day: PlannedDay, plan: PlannedItinerary) {
    guard let found else {
      report(.notice(TripDetailCopy.noPlaceNear(day.number)))
      return
    }
    if let index = found.stopIndex {
      let stop = plan.stops[index].stop
      guard index != day.firstStop, index != day.lastStop else {
        // A night where the day starts or already ends shortens nothing.
        report(
          .notice(TripDetailCopy.stayIsDayEnd(stop.name, day: day.number, starts: index == day.firstStop)))
        return
      }
      offered = .night(stop)
      question = TripDetailCopy.nightQuestion(stop.name, stop: index + 1, day: day.number)
      return
    }
    let after = plan.stops[found.limitPoint.legIndex].stop
    offered = .newStop(found.place, after: after.id)
    question = TripDetailCopy.stayQuestion(
      found.place.name, distance: (source?.units ?? .kilometers).format(meters: found.distanceFromRoute),
      day: day.number,
      after: after.name)
  }

  private func refresh() {
    generation += 1
    let generation = generation
    let previous = latest
    latest = work.run { [weak self, repository, tripID, source] in
      await previous?.value
      guard let trip = try? repository.trip(id: tripID) else { return }
      guard trip.stops.count <= Self.stopLimit else {
        self?.show(nil, legs: [], note: TripDetailCopy.planTooLong(Self.stopLimit), generation: generation)
        return
      }
      guard trip.stops.count >= 2 else {
        self?.show(nil, legs: [], note: TripDetailCopy.planNeedsStops, generation: generation)
        return
      }
      var names: [String?] = []
      if let zones = source?.zones { names = await ItineraryPlanner.zoneNames(for: trip, naming: zones) }
      // A leg takes its kept road time where it was routed, else the estimate (docs/itinerary.md).
      let roads = source?.roadLegs(of: trip) ?? []
      let plan = ItineraryPlanner.plan(trip: trip, zoneNames: names, roads: roads)
      let legs = trip.legMeters.enumerated().map { index, meters in
        ItineraryLeg(straightMeters: meters, road: index < roads.count ? roads[index] : nil)
      }
      self?.show(plan, legs: legs, note: nil, generation: generation)
    }
  }

  private func show(_ plan: PlannedItinerary?, legs: [ItineraryLeg], note: String?, generation: Int) {
    guard generation == self.generation else { return }
    self.plan = plan
    self.legs = legs
    let next = plan.map(DayPlanLine.table)
    if next != table { table = next }
    if note != self.note { self.note = note }
    let hint = plan?.isDated == false ? source?.undatedHint : nil
    if hint != undatedHint { undatedHint = hint }
  }
}
