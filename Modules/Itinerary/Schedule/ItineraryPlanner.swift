import Geo
import TripModels

/// The schedule rules (docs/itinerary.md), as one pure function.
///
/// Day 1 starts at the start date and departure time in the first stop's zone. A leg takes its
/// road time, else its straight-line length at the estimate speed (marked estimated). An
/// intermediate stop adds its visit minutes. A stop with one night or more ends the day; the next
/// day starts at the departure time in that stop's zone, on its arrival date there plus its nights.
/// The last stop ends the last day. The first stop's stay is not used: the trip starts by leaving it.
public enum ItineraryPlanner {
  /// The date times are worked out from when the schedule has no start date (a Monday); only
  /// local times are shown then, and days are numbered without dates.
  public static let undatedReferenceDay: Int64 = 11_323  // 2001-01-01

  /// Works out `schedule` over `stops` and the `legs` between them (`legs[i]` from `stops[i]` to
  /// `stops[i + 1]`; a missing leg is taken as the straight line). Values outside the schedule's
  /// ranges are clamped to them.
  public static func plan(stops: [ItineraryStop], legs: [ItineraryLeg], schedule: TripSchedule)
    -> PlannedItinerary
  {
    let departureSeconds = min(max(schedule.departureMinutes, 0), 1_439) * 60
    let limitSeconds = max(schedule.dailyDrivingMinutes, 1) * 60
    let metresPerSecond = Double(max(schedule.estimateSpeedKmh, 1)) / 3.6
    let plannedLegs = (0..<max(stops.count - 1, 0)).map { index in
      plannedLeg(index < legs.count ? legs[index] : nil, stops[index], stops[index + 1], metresPerSecond)
    }
    var planned = stops.map {
      PlannedStop(
        stop: $0, arrival: nil, departure: nil, arrivalAbbreviation: nil, departureAbbreviation: nil)
    }
    var days: [PlannedDay] = []
    guard stops.count >= 2 else {
      return PlannedItinerary(schedule: schedule, stops: planned, legs: plannedLegs, days: days)
    }

    var dayLocalDay = schedule.startDate?.daysSinceEpoch ?? undatedReferenceDay
    var time = stops[0].zone.instant(at: LocalTime(day: dayLocalDay, secondsOfDay: departureSeconds))
    planned[0].departure = time
    var day = PlannedDay(
      number: 1, date: nil, firstStop: 0, lastStop: 0, driveSeconds: 0, overLimitSeconds: 0,
      arrivesAfterMidnight: false, isEstimated: false, start: time, end: time)
    for index in 1..<stops.count {
      let leg = plannedLegs[index - 1]
      time = time.adding(seconds: Int64(leg.seconds))
      planned[index].arrival = time
      day.driveSeconds += leg.seconds
      day.isEstimated = day.isEstimated || leg.isEstimated
      let stop = stops[index]
      let isLast = index == stops.count - 1
      guard isLast || stop.stay.nights >= 1 else {
        time = time.adding(seconds: Int64(stop.stay.visitMinutes) * 60)
        planned[index].departure = time
        continue
      }
      // The day ends here.
      let arrivalDay = stop.zone.localTime(at: time).day
      day.lastStop = index
      day.end = time
      day.date = schedule.startDate == nil ? nil : CivilDate(daysSinceEpoch: dayLocalDay)
      day.overLimitSeconds = max(0, day.driveSeconds - limitSeconds)
      day.arrivesAfterMidnight = arrivalDay > dayLocalDay
      days.append(day)
      guard !isLast else { break }
      dayLocalDay = arrivalDay + Int64(stop.stay.nights)
      time = stop.zone.instant(at: LocalTime(day: dayLocalDay, secondsOfDay: departureSeconds))
      planned[index].departure = time
      day = PlannedDay(
        number: day.number + 1, date: nil, firstStop: index, lastStop: index, driveSeconds: 0,
        overLimitSeconds: 0, arrivesAfterMidnight: false, isEstimated: false, start: time, end: time)
    }
    markAbbreviations(&planned)
    return PlannedItinerary(schedule: schedule, stops: planned, legs: plannedLegs, days: days)
  }

  // MARK: - Legs

  private static func plannedLeg(
    _ leg: ItineraryLeg?, _ from: ItineraryStop, _ to: ItineraryStop, _ metresPerSecond: Double
  ) -> PlannedLeg {
    if let road = leg?.road, road.seconds.isFinite, road.seconds >= 0, road.seconds < 1e9 {
      return PlannedLeg(seconds: Int(road.seconds.rounded()), meters: road.meters, isEstimated: false)
    }
    let meters = leg?.straightMeters ?? Geodesic.distance(from: from.coordinate, to: to.coordinate)
    let seconds = meters.isFinite && meters >= 0 ? min(meters / metresPerSecond, 1e9) : 0
    return PlannedLeg(seconds: Int(seconds.rounded()), meters: meters, isEstimated: true)
  }

  // MARK: - Zone abbreviations

  /// Sets each arrival's and departure's abbreviation where it differs from the one before.
  private static func markAbbreviations(_ stops: inout [PlannedStop]) {
    var previous: String?
    for index in stops.indices {
      let zone = stops[index].stop.zone
      if let arrival = stops[index].arrival {
        let abbreviation = zone.offset(at: arrival).abbreviation
        if abbreviation != previous { stops[index].arrivalAbbreviation = abbreviation }
        previous = abbreviation
      }
      if let departure = stops[index].departure {
        let abbreviation = zone.offset(at: departure).abbreviation
        if abbreviation != previous { stops[index].departureAbbreviation = abbreviation }
        previous = abbreviation
      }
    }
  }
}
