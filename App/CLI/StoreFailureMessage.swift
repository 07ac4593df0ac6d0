import TripModels

/// The line the `roadtrip` command prints for a failure: the error's own description and, for a
/// store that cannot be used, what to do about it with this command's options (`--store PATH`).
/// The store's errors say what happened; only the App knows its flags.
enum StoreFailureMessage {
  /// `error`'s description, with the command line's advice when it is a store that cannot be used.
  static func text(for error: any Error) -> String {
    guard let storeError = error as? TripStoreError, let advice = advice(for: storeError) else {
      return "\(error)"
    }
    return storeError.description + advice
  }

  /// What to do about `error` with this command's options, nil when the description is enough.
  static func advice(for error: TripStoreError) -> String? {
    switch error {
    case .cannotOpen: " — use --store PATH to choose another file"
    case .notAStore: "; move it away or use --store PATH to choose another file"
    case .corrupt: "; restore it from a backup or use --store PATH to start another"
    case .newerSchema: " — update RoadTrip or use --store PATH to choose another file"
    case .tripNotFound, .stopNotFound, .invalid, .duplicateStop, .stopIDInUse, .editConflict, .locked,
      .storageFailed,
      .replaced, .damagedReadOnly:
      nil
    }
  }
}
