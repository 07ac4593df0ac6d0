import Geo
import TripModels

/// The stop editor's Name, Note, Nights and Visit fields: what they show, whether the user typed a
/// name, and why the last value typed was not saved.
struct WaypointFields: Equatable {
  /// The Name field's text.
  var name = ""
  /// Whether the user typed in Name in this editor (a place applied then keeps the typed name).
  var nameTyped = false
  /// Why the name typed was not saved, nil when it was.
  var nameProblem: String?
  /// The Note field's text.
  var note = ""
  /// Why the note typed was not saved, nil when it was.
  var noteProblem: String?
  /// The Nights field's text (a whole number, 0–365).
  var nights = "0"
  /// The Visit field's text (whole minutes, 0–1440).
  var visitMinutes = "0"
  /// Why the nights or visit minutes typed cannot be stored, nil when they can.
  var stayProblem: String?

  /// The stay the Nights and Visit fields say, nil when either is not a whole number in its range.
  var stay: StopStay? {
    guard let nights = Self.whole(nights), let visit = Self.whole(visitMinutes) else { return nil }
    return StopStay(nights: nights, visitMinutes: visit)
  }

  /// Why the Nights and Visit fields say no stay, nil when they say one.
  var stayFieldsProblem: String? {
    guard let nights = Self.whole(nights), StopStay.nightsRange.contains(nights) else {
      return WaypointCopy.nightsProblem(nights)
    }
    guard let visit = Self.whole(visitMinutes), StopStay.visitMinutesRange.contains(visit) else {
      return WaypointCopy.visitProblem(visitMinutes)
    }
    return nil
  }

  /// A whole number of at most five digits (spaces around it ignored), or nil.
  private static func whole(_ text: String) -> Int? {
    let digits = text.trimmingWhitespace()
    guard !digits.isEmpty, digits.utf8.count <= 5, digits.utf8.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    return Int(digits)
  }

  /// The name the user typed and wants kept; nil when none was typed (or only spaces): applying a
  /// place then names the stop.
  var typedName: String? {
    nameTyped && name.contains(where: { !$0.isWhitespace }) ? name : nil
  }

  /// Whether a new stop's fields hold text that leaving would lose.
  var hasText: Bool {
    (name + note).contains { !$0.isWhitespace } || stay != .passingThrough
  }

  /// Whether the Nights and Visit fields say something other than `stay`.
  func differs(from stay: StopStay) -> Bool {
    self.stay != stay
  }

  /// The fields of a stored stop called `name` with the note `note` and the stay `stay`.
  static func showing(name: String, note: String, stay: StopStay = .passingThrough) -> WaypointFields {
    WaypointFields(
      name: name, note: note, nights: String(stay.nights), visitMinutes: String(stay.visitMinutes))
  }
}
