import Geo

/// A stop on a trip: a named place, with an optional one-line note.
public struct Stop: Identifiable, Hashable, Sendable {
  /// Stable identity, kept across edits, export and import.
  public let id: StopID
  /// The stop's name (validated by ``EntityName``).
  public private(set) var name: String
  /// Where the stop is (always valid).
  public private(set) var coordinate: Coordinate
  /// A one-line note (validated by ``StopNote``); empty when there is none.
  public private(set) var note: String
  /// Nights spent at the stop (0 when the trip drives on the same day); see ``StopStay``.
  public private(set) var stay: StopStay

  /// Creates a stop, validating its name, coordinate and note.
  /// - Throws: ``ValidationError`` when the name is empty or too long, the coordinate is invalid or
  ///   the note is too long.
  public init(
    id: StopID = StopID(), name: String, coordinate: Coordinate, note: String = "",
    stay: StopStay = .passingThrough
  ) throws(ValidationError) {
    self.stay = stay
    self.id = id
    self.name = try EntityName.validated(name)
    do {
      self.coordinate = try Coordinate.validated(
        latitude: coordinate.latitude, longitude: coordinate.longitude)
    } catch {
      throw .invalidCoordinate(error.description)
    }
    self.note = try StopNote.validated(note)
  }

  /// Returns a copy with a new name and place (the note is kept), validated like
  /// ``init(id:name:coordinate:note:)``.
  public func with(name: String, coordinate: Coordinate) throws(ValidationError) -> Stop {
    try Stop(id: id, name: name, coordinate: coordinate, note: note, stay: stay)
  }

  /// Returns a copy with a new note, validated like ``init(id:name:coordinate:note:)``.
  public func with(note: String) throws(ValidationError) -> Stop {
    try Stop(id: id, name: name, coordinate: coordinate, note: note, stay: stay)
  }

  /// Returns a copy with a new stay (nights and visit minutes); the stay is always valid.
  public func with(stay: StopStay) -> Stop {
    var copy = self
    copy.stay = stay
    return copy
  }
}
