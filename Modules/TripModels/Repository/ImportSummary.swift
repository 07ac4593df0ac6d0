/// What an import did with each trip of a file.
public struct ImportSummary: Equatable, Sendable {
  /// Trips whose id was new to the store, added as they were.
  public var added: [TripID] = []
  /// Trips whose id existed with other content, added as copies (new ids, "(imported)" names);
  /// these are the copies' ids.
  public var copied: [TripID] = []
  /// Trips whose id existed with other content, replaced (the import asked to replace).
  public var replaced: [TripID] = []
  /// Trips identical to one already stored, left alone.
  public var skipped: [TripID] = []

  /// Creates an empty summary.
  public init() {}

  /// Trips the import wrote (added, copied or replaced).
  public var written: Int { added.count + copied.count + replaced.count }
}

/// What an import does with a trip whose id is already stored with other content.
public enum ImportConflictPolicy: Sendable {
  /// Add the imported trip as a copy, keeping the stored one (the default: nothing is lost).
  case keepBoth
  /// Replace the stored trip with the imported one.
  case replace
}

/// An import handed the same trip id twice (see
/// ``TripRepository/importTrips(onConflict:from:)``); nothing was imported.
public struct RepeatedTripID: Error, Equatable, Sendable {
  /// The id.
  public var id: TripID

  /// Creates the error.
  public init(id: TripID) {
    self.id = id
  }
}
