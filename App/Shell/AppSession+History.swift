// MARK: - Undo and redo

extension AppSession {
  /// `u` / `U` outside text fields: undoes or redoes the latest change and names it on the status
  /// line; the screens showing what changed refresh through the repository's change reports.
  /// - Returns: an error message (a refused undo says why), nil when fine.
  func stepHistory(undoing: Bool) -> String? {
    let repository = configuration.repository
    do {
      guard let edit = undoing ? try repository.undo() : try repository.redo() else {
        status.post(undoing ? "Nothing to undo" : "Nothing to redo")
        return nil
      }
      status.post(undoing ? "Undid: \(edit) — redo with U" : "Redid: \(edit) — undo with u")
      return nil
    } catch {
      return "\(error)"
    }
  }
}
