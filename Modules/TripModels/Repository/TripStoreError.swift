/// A failure of the trip store. Its description says what happened, to which file; what to do about
/// it with the command line's options is the App's to add.
public enum TripStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No trip has this id.
  case tripNotFound(TripID)
  /// The trip has no stop with this id.
  case stopNotFound(StopID)
  /// A name or coordinate was rejected.
  case invalid(ValidationError)
  /// Two stops of one imported trip share this id.
  case duplicateStop(StopID)
  /// An imported stop has the id of a stop of another stored trip (named here); a stop id names one
  /// stop in the whole store, so the import was refused whole.
  case stopIDInUse(StopID, tripName: String)
  /// An undo (or redo) was refused because another process changed what the edit touched since.
  case editConflict(TripEdit, undoing: Bool)

  // MARK: - Opening (the App exits with status 3)

  /// The file or its folder cannot be read, created or written (a folder, no permission, …).
  case cannotOpen(path: String, reason: String)
  /// The file is not a RoadTrip store (empty, another kind of file, another app's database).
  case notAStore(path: String, reason: String)
  /// The file is a damaged SQLite database.
  case corrupt(path: String, reason: String)
  /// The store was written by a newer RoadTrip.
  case newerSchema(path: String, found: Int, supported: Int)
  /// Another program held the store locked for longer than the busy timeout.
  case locked(path: String)

  // MARK: - Later failures

  /// Reading or writing failed (disk full, I/O error, …); nothing of the action was saved.
  case storageFailed(path: String, reason: String)
  /// The file at the store's path was removed or replaced by another file while the store was
  /// open; nothing more is written (it would go to the old, unlinked file).
  case replaced(path: String)
  /// The store failed its check at open (`integrity_check`, the trip count) and was opened
  /// read-only: nothing is written to it, so the damage cannot spread.
  case damagedReadOnly(path: String, reason: String)

  /// The store file the error is about, for errors that concern the file.
  public var path: String? {
    switch self {
    case .cannotOpen(let path, _), .notAStore(let path, _), .corrupt(let path, _),
      .newerSchema(let path, _, _), .locked(let path), .storageFailed(let path, _), .replaced(let path),
      .damagedReadOnly(let path, _):
      path
    case .tripNotFound, .stopNotFound, .invalid, .duplicateStop, .stopIDInUse, .editConflict: nil
    }
  }

  /// Whether this error means the store could not be opened (the App exits with status 3).
  public var isOpenFailure: Bool {
    switch self {
    case .cannotOpen, .notAStore, .corrupt, .newerSchema, .locked: true
    default: false
    }
  }

  /// A one-line message for the status line or stderr.
  public var description: String {
    switch self {
    case .tripNotFound(let id): "no trip with id \(id.uuidString) — it may have been deleted"
    case .stopNotFound(let id): "no stop with id \(id.uuidString) — it may have been deleted"
    case .invalid(let error): error.description
    case .duplicateStop(let id):
      "two stops share the id \(id.uuidString) — give every stop of a trip its own id"
    case .stopIDInUse(let id, let tripName):
      "stop id \(id.uuidString) already belongs to the stored trip “\(tripName)”; "
        + "remove or change that stop's id in the file (a stop without an id gets a new one)"
    case .editConflict(let edit, let undoing):
      "cannot \(undoing ? "undo" : "redo") \(edit): it was changed in another window since — nothing was changed"
    case .cannotOpen(let path, let reason):
      "cannot open store \(path): \(reason)"
    case .notAStore(let path, let reason):
      "\(path) is not a RoadTrip store: \(reason) — it was left untouched"
    case .corrupt(let path, let reason):
      "store \(path) is damaged (\(reason)) — it was left untouched"
    case .newerSchema(let path, let found, let supported):
      "store \(path) was written by a newer RoadTrip (schema \(found), this version reads up to "
        + "\(supported))"
    case .locked(let path):
      "store \(path) is locked by another program — close it and try again"
    case .storageFailed(let path, let reason):
      "could not save to store \(path): \(reason) — nothing of that change was saved"
    case .damagedReadOnly(let path, let reason):
      "store \(path) is damaged (\(reason)) and open read-only — nothing is saved; export what can be "
        + "read (roadtrip export -o rescue.json), then restore a backup"
    case .replaced(let path):
      "store \(path) was removed or replaced by another file while RoadTrip was running — "
        + "nothing more is saved; quit and start RoadTrip again to use the file now there"
    }
  }
}
