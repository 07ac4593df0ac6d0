/// The stop editor's Name and Note fields: what they show, whether the user typed a name, and why
/// the last value typed was not saved.
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

  /// The name the user typed and wants kept; nil when none was typed (or only spaces): applying a
  /// place then names the stop.
  var typedName: String? {
    nameTyped && name.contains(where: { !$0.isWhitespace }) ? name : nil
  }

  /// Whether a new stop's fields hold text that leaving would lose.
  var hasText: Bool {
    (name + note).contains { !$0.isWhitespace }
  }

  /// The fields of a stored stop called `name` with the note `note`.
  static func showing(name: String, note: String) -> WaypointFields {
    WaypointFields(name: name, note: note)
  }
}
