import Geo
import Itinerary
import Platform
import Routing
import TripModels

/// `roadtrip itinerary` (the day plan as plain text) and `roadtrip export --format ics` (the
/// itinerary as a calendar).
@MainActor
enum ItineraryCommands {
  /// What a command needs to work out a trip's plan: where zones and kept road legs come from.
  struct Sources {
    /// Names each stop's time zone (the gazetteer's, in the app).
    var naming: any TimeZoneNaming
    /// The unit distances are written in.
    var units: DistanceUnit
    /// The kept road legs (the store), or nil: every leg on the straight line.
    var roads: (any RoadLegStore)?
    /// The routing options the kept legs were routed with.
    var options: RoutingOptions
  }

  /// Prints the trip's day plan.
  static func itinerary(from repository: any TripRepository, trip reference: String?, sources: Sources) async
    -> ExitStatus
  {
    let trip: Trip
    do {
      trip = try chosenTrip(reference, from: repository)
    } catch {
      return report(error)
    }
    let plan = await plan(trip, sources: sources)
    return write(
      ItineraryText.plainText(plan, tripName: trip.name, unit: sources.units), to: nil, force: false)
  }

  /// Writes the trip's itinerary as an iCalendar file to `output` (or standard output); refused
  /// without a start date.
  static func calendar(
    from repository: any TripRepository, trip reference: String?, output: String?, force: Bool,
    protectedPaths: [String], sources: Sources
  ) async -> ExitStatus {
    let trip: Trip
    do {
      trip = try chosenTrip(reference, from: repository)
    } catch {
      return report(error)
    }
    guard trip.schedule.startDate != nil else {
      StandardError.report(CalendarExport.Refusal.noStartDate.description)
      return .usage
    }
    let plan = await plan(trip, sources: sources)
    let text: String
    do {
      text = try CalendarExport.ics(
        plan, tripID: trip.id, tripName: trip.name, unit: sources.units,
        stamp: Instant(secondsSinceEpoch: Int64(time(nil))))
    } catch {
      StandardError.report(error.description)
      return .usage
    }
    return write(text, to: output, force: force, protectedPaths: protectedPaths)
  }

  /// The plan of `trip`: zones from `sources.naming`, kept road legs where there are any.
  static func plan(_ trip: Trip, sources: Sources) async -> PlannedItinerary {
    let names = await ItineraryPlanner.zoneNames(for: trip, naming: sources.naming)
    let kept = sources.roads?.keptLegs(along: trip.stops.map(\.coordinate), options: sources.options) ?? []
    let roads = kept.map { leg in
      leg.map { ItineraryLeg.Road(seconds: $0.seconds, meters: $0.meters, shape: $0.shape) }
    }
    return ItineraryPlanner.plan(trip: trip, zoneNames: names, roads: roads)
  }

  // MARK: - Choosing the trip

  /// The trip `reference` names (a UUID or a position from 1); without one, the only trip.
  private static func chosenTrip(_ reference: String?, from repository: any TripRepository) throws -> Trip {
    if let reference { return try ExchangeCommands.select(reference, from: repository) }
    let count = try repository.tripCount()
    guard count == 1, let id = try repository.tripSummaries(offset: 0, limit: 1).first?.id,
      let trip = try repository.trip(id: id)
    else {
      throw UsageError(
        count == 0
          ? "there are no trips yet — add one first"
          : "there are \(count) trips — choose one with --trip ID|POSITION")
    }
    return trip
  }

  // MARK: - Output

  private static func report(_ error: any Error) -> ExitStatus {
    if let error = error as? UsageError {
      StandardError.report(error.description)
      return .usage
    }
    StandardError.report(StoreFailureMessage.text(for: error))
    return .storeUnavailable
  }

  private static func write(_ text: String, to output: String?, force: Bool, protectedPaths: [String] = [])
    -> ExitStatus
  {
    do {
      if let output {
        try OutputTarget(path: output, protectedPaths: protectedPaths)
          .write(force: force, confirm: TerminalQuestion.askIfPossible) { sink in try sink(text) }
      } else {
        try StandardOutput.write(text)
      }
      return .success
    } catch let error as OutputTarget.Refusal {
      StandardError.report(error.description)
      return error.isWriteFailure ? .outputFailed : .usage
    } catch {
      StandardError.report("cannot write to standard output: \(error) — nothing was written")
      return .outputFailed
    }
  }
}
