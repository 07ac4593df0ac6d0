import TripModels

/// What the trip screen keeps across launches, as one line of text: the selected stop's id, then
/// "days" when the day plan was shown ("5B0E…-7C1A days"). A line of an earlier version — the id
/// alone — reads as the legs shown; a word it does not know is passed over.
struct TripDetailSavedView: Equatable {
  /// The selected stop, nil for none.
  var selectedStopID: Stop.ID?
  /// Whether the day plan (`P`) was shown in place of the legs.
  var daysShown: Bool

  /// A saved view of `selectedStopID` and the days or the legs.
  init(selectedStopID: Stop.ID?, daysShown: Bool) {
    self.selectedStopID = selectedStopID
    self.daysShown = daysShown
  }

  /// The view `text` names.
  init(text: String) {
    let words = text.split(separator: " ")
    selectedStopID = words.first.flatMap { Stop.ID(uuidString: String($0)) }
    daysShown = words.contains(Self.daysWord)
  }

  /// The line to keep; nil when there is nothing to restore (no stop selected, the legs shown).
  var text: String? {
    let words = [selectedStopID?.uuidString, daysShown ? String(Self.daysWord) : nil].compactMap { $0 }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  private static let daysWord: Substring = "days"
}
