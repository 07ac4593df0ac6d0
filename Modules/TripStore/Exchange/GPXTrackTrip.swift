import Geo
import TripModels

/// Turns a recorded GPX track into a trip: its first point, its last, and the points between that
/// keep its shape (``TrackSimplifier``: at most 25 stops).
///
/// The trip is named after the track's `<name>`; a track without one takes the file's
/// `<metadata><name>`, else the file's name, followed by "(track 2)" and so on when the file holds
/// more than one track. Stops are numbered after the trip: "Morning Run 1" … "Morning Run 25".
/// Names are shortened with "…" to fit the 60-character limit.
struct GPXTrackTrip {
  private let track: GPXRoute
  private let number: Int
  private let count: Int
  private let fileTitle: String

  /// The `number`th `<trk>` of the file, which has `count` tracks with points; `fileTitle` names
  /// it when it has no name.
  init(_ track: GPXRoute, number: Int, of count: Int, fileTitle: String) {
    self.track = track
    self.number = number
    self.count = count
    self.fileTitle = fileTitle
  }

  /// The trip (a track of a single point is a trip of one stop, as a route of one point is), or a
  /// problem at the track's line when it has no points.
  func trip() throws(GPXTripReader.Problem) -> Trip {
    guard !track.points.isEmpty else {
      let label = track.name.map { "track \(number) (“\($0)”)" } ?? "track \(number)"
      throw GPXTripReader.Problem(
        line: max(1, track.line), message: "\(label) has no points — a track needs a <trkpt> to become a trip"
      )
    }
    let name = tripName
    let points = track.points.count == 1 ? track.points : TrackSimplifier.simplify(track.points).points
    do {
      let stops = try points.enumerated().map { (index, point) throws(ValidationError) in
        try Stop(
          id: ContentIdentity.pendingStopID, name: Self.fitted(name, suffix: " \(index + 1)"),
          coordinate: point)
      }
      return try Trip(name: name, stops: stops)
    } catch {
      throw GPXTripReader.Problem(line: max(1, track.line), message: "track name: \(error)")
    }
  }

  /// The track's own name, else the file's title (numbered when the file has several tracks).
  private var tripName: String {
    if let name = track.name { return name }
    let suffix = count > 1 ? " (track \(number))" : ""
    let fitted = Self.fitted(fileTitle, suffix: suffix)
    guard fitted.isEmpty else { return fitted }
    return count > 1 ? "Track \(number)" : "Track"
  }

  /// `base` cleaned up like any name, shortened with "…" when it and `suffix` would not fit in
  /// one, followed by `suffix`; empty when `base` has nothing printable.
  static func fitted(_ base: String, suffix: String) -> String {
    let room = EntityName.maximumLength - suffix.count
    var cleaned: String
    var cut = false
    do {
      cleaned = try EntityName.validated(base)
    } catch .nameTooLong {
      cut = true
      cleaned = (try? EntityName.validated(String(base.prefix(room)))) ?? ""
    } catch {
      return ""
    }
    if cleaned.count > room {
      cleaned = String(cleaned.prefix(room))
      cut = true
    }
    guard cut else { return cleaned + suffix }
    let start = cleaned.prefix(room - 1).trimmingWhitespace()
    return start.isEmpty ? "" : start + "…" + suffix
  }
}
