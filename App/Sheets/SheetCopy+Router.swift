import Geo
import Routing
import TripModels

// MARK: - Router

extension SheetCopy {
  /// Opens the Router sheet.
  static let routerKey: Character = "r"
  /// The Router sheet's title.
  static let routerTitle = "Road router"
  /// The URL field's label.
  static let routerURLLabel = "URL"
  /// The URL field's placeholder.
  static let routerPlaceholder = "a Valhalla server, e.g. http://127.0.0.1:8002"
  /// The test button.
  static let testButton = "Test connection"
  /// The save button.
  static let saveButton = "Save"
  /// The Router sheet's key hint.
  static let routerHint = "Enter \(saveVerb) · Esc close"
  /// The Router sheet's hint on an avoid option.
  static let routerAvoidHint = "Enter toggle · Esc close"
  /// The Router sheet's hint on [Test connection].
  static let routerTestHint = "Enter test · Esc close"

  /// An avoid option's row: "[x] Avoid tolls".
  static func avoidRow(_ avoid: RouterSheetPresenter.Avoid, on: Bool) -> String {
    let name =
      switch avoid {
      case .tolls: "toll roads"
      case .highways: "highways"
      case .ferries: "ferries"
      }
    return (on ? "[x]" : "[ ]") + " Avoid " + name
  }

  /// What is sent and where, for the URL typed.
  static func routerPrivacy(_ url: String) -> String {
    let trimmed = url.trimmingWhitespace()
    guard !trimmed.isEmpty else {
      return "No router: nothing is sent anywhere; legs are measured as straight lines."
    }
    return
      "Sent: the stops' coordinates and the avoid options, only to \(RoutingError.sanitized(trimmed, limit: 60)) — no names or notes."
  }

  /// Said when Test is pressed with no URL.
  static let routerNothingToTest = "type the router's URL first"
  /// Said when the URL is not one.
  static let routerBadURL = "type an http:// or https:// URL without spaces"
  /// Said when the store cannot remember the router.
  static func routerNotRemembered(_ error: TripStoreError) -> String {
    "the router could not be remembered: \(error)"
  }

  /// Shown while a test runs.
  static func routerTesting(_ url: String) -> String { "Asking \(url)…" }

  /// A test's answer: the first leg's figures.
  static func routerReached(_ url: String, leg: RoadLeg?, units: DistanceUnit, trip: String?) -> String {
    guard let leg else { return "✓ \(url) answered" }
    let between = trip.map { "between the first two stops of “\($0)”" } ?? "between the test points"
    return "✓ \(url) answered: \(units.format(meters: leg.meters)) · \(driveTime(leg.seconds)) \(between)"
  }

  /// A test's answer when the router found no road: it is reachable.
  static func routerReachedNoRoad(_ url: String, trip: String?) -> String {
    let between = trip.map { "between the first two stops of “\($0)”" } ?? "between the test points"
    return "✓ \(url) answered: it has no road \(between)"
  }

  /// Said after Save.
  static func routerChosen(_ url: String?, options: RoutingOptions) -> String {
    guard let url else { return "No road router: nothing is sent (remembered)" }
    let avoid = options.key.isEmpty ? "" : ", avoiding \(options.key.replacing(",", with: ", "))"
    return "Road router \(url)\(avoid) (remembered)"
  }

  /// `text` as one line of at most 200 characters, control characters replaced by "?" (the
  /// router's words inside it were reduced to printable ASCII already).
  static func oneLine(_ text: String) -> String {
    var line = ""
    for character in text.prefix(200) {
      line.append(
        character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : character)
    }
    return text.count > 200 ? line + "…" : line
  }

  /// "4 h 35 min", "12 min": a drive time in whole minutes.
  static func driveTime(_ seconds: Double) -> String {
    let minutes = max(0, Int((seconds / 60).rounded()))
    return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
  }
}
