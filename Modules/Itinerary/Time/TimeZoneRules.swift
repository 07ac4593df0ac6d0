/// One IANA time zone as the tz database describes it: its transitions and offsets, and the POSIX
/// rule for instants past the last transition. Immutable and shared (``ZoneDatabase`` caches it).
///
/// Wall-clock times in a gap or an overlap follow one rule (docs/itinerary.md): a time the clocks
/// skip (02:30 on a spring-forward night) is read with the offset before the change, so it lands as
/// far after the change as it was after the skipped hour began (03:30); a time the clocks show twice
/// (an autumn night) is the earlier of the two, still summer time.
public final class TimeZoneRules: Sendable {
  /// The zone's IANA name ("America/Chicago"), or "UTC".
  public let name: String
  /// Transition instants, ascending.
  let transitions: [Int64]
  /// For each transition, the index into ``types`` in force from it on.
  let transitionTypes: [UInt8]
  /// The local time types.
  let types: [ZoneOffset]
  /// The rule for instants at or after the last transition (or for all, without transitions).
  let footer: PosixZoneRule?

  init(
    name: String, transitions: [Int64], transitionTypes: [UInt8], types: [ZoneOffset], footer: PosixZoneRule?
  ) {
    self.name = name
    self.transitions = transitions
    self.transitionTypes = transitionTypes
    self.types = types.isEmpty ? [.utc] : types
    self.footer = footer
  }

  /// UTC: no offset, ever.
  public static let utc = TimeZoneRules(
    name: "UTC", transitions: [], transitionTypes: [], types: [.utc], footer: nil)

  // MARK: - Absolute to local

  /// The offset in force at `instant`.
  public func offset(at instant: Instant) -> ZoneOffset {
    let t = instant.secondsSinceEpoch
    guard let last = transitions.last else {
      return footer?.offset(at: t) ?? types[0]
    }
    if t >= last, let footer { return footer.offset(at: t) }
    guard t >= transitions[0] else { return types[0] }
    // The last transition at or before t.
    var low = 0
    var high = transitions.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if transitions[middle] <= t { low = middle } else { high = middle - 1 }
    }
    let type = Int(transitionTypes[low])
    return type < types.count ? types[type] : types[0]
  }

  /// The wall-clock reading of `instant` in this zone.
  public func localTime(at instant: Instant) -> LocalTime {
    LocalTime(localSeconds: instant.secondsSinceEpoch + Int64(offset(at: instant).seconds))
  }

  // MARK: - Local to absolute

  /// The instant the clocks in this zone show `local`; gaps and overlaps as the type's
  /// documentation says.
  public func instant(at local: LocalTime) -> Instant {
    let wall = local.localSeconds
    // The offsets a day either side: a zone changes at most once within two days.
    let before = offset(at: Instant(secondsSinceEpoch: wall - 86_400)).seconds
    let after = offset(at: Instant(secondsSinceEpoch: wall + 86_400)).seconds
    let early = wall - Int64(before)
    let late = wall - Int64(after)
    let earlyFits = offset(at: Instant(secondsSinceEpoch: early)).seconds == before
    let lateFits = offset(at: Instant(secondsSinceEpoch: late)).seconds == after
    switch (earlyFits, lateFits) {
    case (true, true): return Instant(secondsSinceEpoch: min(early, late))
    case (true, false): return Instant(secondsSinceEpoch: early)
    case (false, true): return Instant(secondsSinceEpoch: late)
    case (false, false): return Instant(secondsSinceEpoch: early)  // a gap: the offset before it
    }
  }
}

extension TimeZoneRules: Hashable {
  /// Zones are equal when their names are (a name reads one file).
  public static func == (lhs: TimeZoneRules, rhs: TimeZoneRules) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
