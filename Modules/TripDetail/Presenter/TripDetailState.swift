import Geo
import RouteMap
import TripModels

/// The trip detail screen's state, held by the presenter: everything ``TripDetailViewModel`` is
/// made from.
struct TripDetailState: Equatable {
  /// The unit distances are shown in.
  let units: DistanceUnit
  /// The trip's saved name as last read; nil when the trip could not be found.
  var name: String?
  /// The trip's stops as last read (none when the trip could not be found). Setting it rebuilds
  /// ``route``; a rename leaves it alone.
  var content: TripDetailContent {
    didSet {
      if content != oldValue { route = TripDetailViewModel.Route(content: content, units: units) }
    }
  }
  /// The trip's display-ready legs, stops and map, built when the stops change (not on every read,
  /// and not on a rename: a long trip's map costs a pass over every stop).
  private(set) var route: TripDetailViewModel.Route
  /// What the "Name" field holds (what the user typed, which may not be saved yet).
  var nameText: String
  /// Why the field's text is not saved, nil when it is.
  var nameProblem: String?
  /// A name whose save the store refused because another program held it locked: kept, saved
  /// again at every poll until it lands (nil when nothing waits).
  var waitingName: String?
  /// Whether leaving the screen asks first because ``waitingName`` is not saved.
  var isAskingToLeave = false
  /// The selected stop, if any.
  var selectedStopID: Stop.ID?
  /// The selected stop's 0-based position, kept with ``selectedStopID`` (nil when that stop is not
  /// on the trip).
  var selectedIndex: Int?
  /// The stop the open delete question is about, nil when none is asked.
  var pendingDeletion: PendingStopDeletion?
  /// The open "Move to…" question, nil when closed.
  var movePrompt: MovePrompt?
  /// How the map is zoomed and panned: kept while the screen is on the stack (and across changes
  /// to the trip), never stored.
  var mapViewport = MapViewport.fitted
  /// Each leg's road figures (none until read); setting it rebuilds ``roadTexts`` (the texts of
  /// the legs that changed, when the legs are the same).
  var roads = TripRoads.empty {
    didSet {
      if roads != oldValue {
        roadTexts = roads.isShown ? roads.texts(units: units, after: oldValue, texts: roadTexts) : []
      }
    }
  }
  /// Every leg's road text (empty while no road figures are shown), built when ``roads`` changes.
  private(set) var roadTexts: [String] = []

  /// The state of a screen showing the trip `name` (nil: not found) with `content` in `units`, with
  /// the stop `selection` (and its position) selected.
  init(name: String?, content: TripDetailContent, units: DistanceUnit, selection: (id: Stop.ID, index: Int)?)
  {
    self.units = units
    self.name = name
    self.content = content
    route = TripDetailViewModel.Route(content: content, units: units)
    nameText = name ?? ""
    selectedStopID = selection?.id
    selectedIndex = selection?.index
  }
}

/// A stop the user asked to delete and has not yet confirmed, with its name as asked.
struct PendingStopDeletion: Equatable {
  /// The stop to delete.
  let id: Stop.ID
  /// Its name when the question was asked.
  let name: String
}
