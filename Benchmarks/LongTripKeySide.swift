import Foundation
import Navigation
import PlaceSearch
import Routes
import Routing
import Terminal
import TextUI
import TripDetail
import TripModels
import TripStore
import Waypoint

/// One side of the key → frame figures: a trip's detail screen at 120×40 with its middle stop
/// selected, the frame encoder that has its last frame, and the stop editor once opened. Every timed
/// step is key → settled → rendered → encoded, as the App's run loop does it.
@MainActor
final class KeySide {
  /// Why a side could not be set up.
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  let store: SQLiteTripStore
  let trip: Trip
  let places: any PlaceSearching
  let stack: NavigationStack<Route>
  let screen: Screen
  let host: ScreenHost
  var encoder = FrameEncoder()
  /// The selected row (1-based) every figure starts from: the middle stop.
  let middleRow: Int
  /// The stop editor kept open for the Name and Note figures.
  private var editor: (screen: Screen, host: ScreenHost)?
  private var editorEncoder = FrameEncoder()
  /// Whether the last keystroke in the editor typed a character (the next one erases it).
  private var typed = false

  /// Opens `trip`'s detail screen in `store` and selects its middle stop.
  init(store: SQLiteTripStore, trip: Trip, places: any PlaceSearching) async throws {
    self.store = store
    self.trip = trip
    self.places = places
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(trip.id)])
    self.stack = stack
    // As the App builds it: road figures kept in the store, no router configured (the App's day
    // plan source is left out: the plan does nothing until it is shown).
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: store, stack: stack, units: .kilometers,
      roads: TripDetailRoadSource(router: nil, store: store), report: { _ in },
      entryID: stack.state.topEntryID)
    self.screen = screen
    host = ScreenHost(size: LongTripKeyBenchmarks.size) { screen.content }
    middleRow = trip.stops.count / 2
    await screen.settle()
    draw()
    try reselect()
  }

  // MARK: - Steps

  /// Renders what changed and encodes it against the last frame.
  func draw() {
    if let frame = host.renderIfNeeded() { _ = encoder.encode(frame.canvas) }
  }

  /// Selects the middle stop again (untimed).
  func reselect() throws {
    try host.select(row: middleRow)
    draw()
  }

  /// The seconds from sending `key` to the detail screen to its frame encoded.
  func timed(_ key: Key) async throws -> Double {
    let start = ContinuousClock.now
    _ = try host.send(key)
    await screen.settle()
    draw()
    return (ContinuousClock.now - start).seconds
  }

  /// The seconds from the store's undo (or redo) to the detail screen's frame encoded, as `u` / `U`.
  func history(undo: Bool) async throws -> Double {
    let start = ContinuousClock.now
    _ = try undo ? store.undo() : store.redo()
    await screen.settle()
    draw()
    return (ContinuousClock.now - start).seconds
  }

  // MARK: - Figures

  /// `key` timed, then `back` (untimed, when given) and the middle stop selected again when asked.
  func key(_ key: Key, then back: Key?, reselecting: Bool = false) async throws -> Double {
    let time = try await timed(key)
    if let back { _ = try await timed(back) }
    if reselecting { try reselect() }
    return time
  }

  /// `key` timed, then undone untimed (the middle stop selected again).
  func key(_ key: Key, thenUndo: Bool) async throws -> Double {
    let time = try await timed(key)
    _ = try await history(undo: true)
    try reselect()
    return time
  }

  /// `keys` sent untimed (each settled and drawn), then `key` timed, then undone untimed (the middle
  /// stop selected again).
  func key(_ key: Key, after keys: [Key]) async throws -> Double {
    for step in keys { _ = try await timed(step) }
    let time = try await timed(key)
    _ = try await history(undo: true)
    try reselect()
    return time
  }

  /// "Move to…" the stop five places later: `M` and the position typed untimed, Enter timed, the
  /// move undone untimed.
  func moveTo() async throws -> Double {
    let position = String(middleRow + 5)
    return try await key(.enter, after: [.character("M")] + position.map { Key.character($0) })
  }

  /// `keys` sent untimed (an edit: K, or d then y), then `u` timed; or `keys` and `u` untimed, `U`
  /// timed and `u` again untimed.
  func undoOrRedo(undo: Bool, of keys: [Key]) async throws -> Double {
    for key in keys { _ = try await timed(key) }
    let time: Double
    if undo {
      time = try await history(undo: true)
    } else {
      _ = try await history(undo: true)
      time = try await history(undo: false)
      _ = try await history(undo: true)
    }
    try reselect()
    return time
  }

  /// Enter on the middle stop until the stop editor's first frame is encoded (the App builds the
  /// editor for the route pushed, as its ScreenFactory does); then it is closed, untimed.
  func openEditor() async throws -> Double {
    let start = ContinuousClock.now
    let opened = try await pushEditor()
    _ = encoder.encode(opened.host.render().canvas)
    let time = (ContinuousClock.now - start).seconds
    if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_SHOW"] == "1" { print(opened.host.plainText) }
    _ = await stack.pop()
    await stack.settle()
    withExtendedLifetime(opened.screen.owner) {}
    host.invalidate()
    draw()
    return time
  }

  /// One keystroke in the editor's `field` (holding `text` first): `character`, then ⌫ the next
  /// time, each timed until its frame (and, in Search, its results) is on screen.
  func typeInEditor(field: String, text: String? = nil, character: Character = "x") async throws -> Double {
    let opened = try await openedEditor()
    if opened.host.focusedElement()?.label != field {
      try opened.host.focus(field)
      if let text { try opened.host.setText(field, text) }
      await opened.screen.settle()
      typed = false
      _ = opened.host.renderIfNeeded()
    }
    let start = ContinuousClock.now
    _ = try opened.host.send(typed ? .backspace : .character(character))
    await opened.screen.settle()
    if let frame = opened.host.renderIfNeeded() { _ = editorEncoder.encode(frame.canvas) }
    let time = (ContinuousClock.now - start).seconds
    typed.toggle()
    if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_SHOW"] == "1" { print(opened.host.plainText) }
    return time
  }

  // MARK: - The editor

  private func openedEditor() async throws -> (screen: Screen, host: ScreenHost) {
    if let editor { return editor }
    let opened = try await pushEditor()
    _ = editorEncoder.encode(opened.host.render().canvas)
    editor = opened
    return opened
  }

  /// Enter on the selected stop, and the editor built for the route it pushed, settled.
  private func pushEditor() async throws -> (screen: Screen, host: ScreenHost) {
    _ = try host.send(.enter)
    await screen.settle(.navigation)
    await stack.settle()
    guard case .waypoint(let tripID, let stopID) = stack.state.top else {
      throw SetupError(description: "Enter did not open the stop editor (top: \(stack.state.top))")
    }
    let editor = WaypointModule.build(
      editing: .stop(stopID, of: tripID), entryID: stack.state.topEntryID, repository: store, places: places,
      stack: stack, report: { _ in }, debounce: .zero)
    let editorHost = ScreenHost(size: LongTripKeyBenchmarks.size) { editor.content }
    await editor.settle()
    return (editor, editorHost)
  }
}
