/// Which read of a trip's stops a value was made from: the reader the stops are read through, by
/// identity, and the revision it gave that read. Values of the same read show the same rows; a
/// change to the stops makes a new revision. (An identity, not the stops' contents: comparing
/// 100,000 stops on every frame is what the lazy rows exist to avoid.)
struct StopsRead: Hashable {
  /// The reader, by identity.
  let reader: ObjectIdentifier
  /// The read's number.
  let revision: Int

  init(_ reader: TripDetailRowReader, revision: Int) {
    self.reader = ObjectIdentifier(reader)
    self.revision = revision
  }
}
