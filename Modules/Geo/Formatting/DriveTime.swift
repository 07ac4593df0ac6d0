/// How road figures read: drive times in whole minutes ("4 h 35 min", "12 min"), the same on the trip
/// screen and on the command line.
public enum DriveTime {
  /// "4 h 35 min", "12 min": `seconds` of driving rounded to whole minutes.
  public static func text(seconds: Double) -> String {
    let minutes = Int((seconds / 60).rounded())
    return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
  }
}
