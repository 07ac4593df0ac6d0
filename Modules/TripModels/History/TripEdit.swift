/// One recorded change to the trips, as undo and redo name it.
///
/// Every data change a repository makes is recorded (in the store, in the same transaction as the
/// change), so it can be undone and redone later, after a restart too. Consecutive moves of the same
/// stop are recorded as one edit.
public struct TripEdit: Equatable, Sendable, CustomStringConvertible {
  /// What kind of change it was.
  public enum Kind: String, Sendable, CaseIterable {
    /// A trip was created.
    case createTrip
    /// A trip was renamed.
    case renameTrip
    /// A trip and its stops were deleted.
    case deleteTrip
    /// A trip was copied.
    case duplicateTrip
    /// A file's trips were imported.
    case importTrips
    /// A stop was added.
    case addStop
    /// A stop was removed.
    case removeStop
    /// A stop was renamed.
    case renameStop
    /// A stop was given another place.
    case placeStop
    /// A stop's note changed.
    case noteStop
    /// A stop moved within its trip.
    case moveStop
    /// A trip's stops were put in reverse order.
    case reverseStops
    /// A stop's nights or visit minutes changed.
    case stayStop
    /// A trip's schedule (start date, departure, daily limit, estimate speed) changed.
    case scheduleTrip

    /// The kind of a stop update that changed these: a new place first, then a new name, then the
    /// stay; a change of the note alone (or of nothing) is a note edit.
    public static func stopUpdate(placeChanged: Bool, nameChanged: Bool, stayChanged: Bool) -> Kind {
      placeChanged ? .placeStop : nameChanged ? .renameStop : stayChanged ? .stayStop : .noteStop
    }
  }

  /// What kind of change it was.
  public var kind: Kind
  /// What it changed, as the user knew it before the change: a trip's or stop's name, or for an
  /// import, how many trips.
  public var subject: String
  /// The trip it changed (the new trip, for a duplicate), nil for an import of several trips.
  public var tripID: TripID?
  /// The stop it changed, for stop edits.
  public var stopID: StopID?

  /// Creates an edit description.
  public init(kind: Kind, subject: String, tripID: TripID? = nil, stopID: StopID? = nil) {
    self.kind = kind
    self.subject = subject
    self.tripID = tripID
    self.stopID = stopID
  }

  /// The edit as a phrase that completes "Undid: …" or "Redid: …", e.g. `delete stop “Carmel”`.
  public var description: String {
    switch kind {
    case .createTrip: "create trip “\(subject)”"
    case .renameTrip: "rename trip “\(subject)”"
    case .deleteTrip: "delete trip “\(subject)”"
    case .duplicateTrip: "duplicate trip “\(subject)”"
    case .importTrips: "import of \(subject)"
    case .addStop: "add stop “\(subject)”"
    case .removeStop: "delete stop “\(subject)”"
    case .renameStop: "rename stop “\(subject)”"
    case .placeStop: "new place for “\(subject)”"
    case .noteStop: "note on “\(subject)”"
    case .moveStop: "move stop “\(subject)”"
    case .reverseStops: "reverse route of “\(subject)”"
    case .stayStop: "stay at “\(subject)”"
    case .scheduleTrip: "schedule of “\(subject)”"
    }
  }

  /// Whether a following edit of the same kind and target is merged into this one: moves of one
  /// stop (pressing K several times). A name or a note is written once per edit of its field (when
  /// the field's edit ends, or by the stop editor's Done), so each rename is a change of its own:
  /// merged, renaming A → B and later B → A would make `u` undo "A → A" and seem to do nothing.
  public var coalesces: Bool { kind == .moveStop }

  /// Whether `next` continues this edit (see ``coalesces``).
  public func isContinued(by next: TripEdit) -> Bool {
    coalesces && next.kind == kind && next.tripID == tripID && next.stopID == stopID
  }
}
