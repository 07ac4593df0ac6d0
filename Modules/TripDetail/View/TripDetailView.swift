import TextUI

/// The trip detail screen: the "Name" field, the map beside the distances, the stops, the buttons.
@MainActor
struct TripDetailView: View {
  /// The presenter whose view-model is shown and whose intents the controls call.
  let presenter: TripDetailPresenter

  var body: some View {
    let model = presenter.viewModel
    VStack(alignment: .leading, spacing: 0) {
      nameField(problem: model.nameProblem, isNew: model.stops.isEmpty)
      GeometryReader { proxy in
        if Self.showsMap(in: proxy.size) {
          HStack(alignment: .top, spacing: 1) {
            map(model)
            legs(model)
          }
        } else {
          legs(model)  // too small for a legible map: the legs say more
        }
      }
      Text("Stops").bold()
      stops(model)
      buttons(model)
    }
    .confirmation(model.deletePrompt) { presenter.answerDeleteStop($0) }
  }

  // MARK: - Parts

  @ViewBuilder
  private func nameField(problem: String?, isNew: Bool) -> some View {
    // A trip without stops is new: its screen starts in the name field (typing replaces the name).
    TextField(
      "Name",
      text: Binding(get: { presenter.viewModel.nameText }, set: { presenter.editName($0) }),
      limit: TripDetailPresenter.nameLimit, placeholder: "trip name"
    )
    .defaultFocus(isNew)
    .elementID("name")
    if let problem {
      Text("✗ " + problem).bold().lineLimit(1)
    }
  }

  /// Whether a map beside the legs in `size` would be at least ``RouteMapView/minimumSize`` inside
  /// its box (the map takes about half the width).
  static func showsMap(in size: Size) -> Bool {
    let inside = Size(width: (size.width - 1) / 2 - 2, height: size.height - 2)
    return inside.width >= RouteMapView.minimumSize.width && inside.height >= RouteMapView.minimumSize.height
  }

  private func map(_ model: TripDetailViewModel) -> some View {
    FocusArea(RouteMapView.titles.normal, onKey: mapKey) { isFocused in
      RouteMapView(
        map: model.map, viewport: presenter.mapViewport, selected: model.selectedIndex,
        isFocused: isFocused)
    }
  }

  /// The map's keys while it has the focus: +/- zoom, arrows pan, 0 fits the route again.
  private func mapKey(_ key: Key) -> Bool {
    switch key {
    case .character("+"), .character("="): presenter.zoomMap(by: 1)
    case .character("-"), .character("_"): presenter.zoomMap(by: -1)
    case .character("0"): presenter.fitMap()
    case .left: presenter.panMap(east: -1, north: 0)
    case .right: presenter.panMap(east: 1, north: 0)
    case .up: presenter.panMap(east: 0, north: 1)
    case .down: presenter.panMap(east: 0, north: -1)
    default: return false
    }
    return true
  }

  private func legs(_ model: TripDetailViewModel) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(model.totalDistance).bold().lineLimit(1)
      GeometryReader { proxy in
        VStack(alignment: .leading, spacing: 0) {
          ForEach(model.legs(fitting: proxy.size.height)) { leg in
            HStack(spacing: 2) {
              Text(leg.route).lineLimit(1)
              Text(leg.distance).lineLimit(1).layoutPriority(1)  // the distance is never cut
            }
          }
        }
      }
    }
  }

  /// The stops list, there even while empty (so Enter in the name field can move to it, and the
  /// first stop added is selected in it); "No stops yet" is drawn over the empty list.
  private func stops(_ model: TripDetailViewModel) -> some View {
    List(
      model.stops,
      selection: Binding(get: { presenter.viewModel.selectedStopID }, set: { presenter.selectStop($0) }),
      onActivate: { presenter.openStop($0) }
    ) { stop in
      HStack(spacing: 2) {
        Text(stop.text).lineLimit(1).layoutPriority(2)
        Spacer()
        Text(stop.coordinate).dim().lineLimit(1).layoutPriority(1)
      }
    }
    .elementID("stops")
    .frame(maxHeight: max(1, model.stops.count))  // a short list leaves the room to the map
    .overlay(alignment: .topLeading) {
      if model.stops.isEmpty {
        Text(TripDetailCopy.noStops).dim()
      }
    }
  }

  /// The buttons in one row, or in two when the screen is too narrow for one.
  private func buttons(_ model: TripDetailViewModel) -> some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: 1) {
        addAndDelete(model)
        moves(model)
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 1) { addAndDelete(model) }
        HStack(spacing: 1) { moves(model) }
      }
    }
  }

  @ViewBuilder
  private func addAndDelete(_ model: TripDetailViewModel) -> some View {
    Button("Add stop", shortcut: "a") { presenter.addStop() }
    Button(
      "Delete stop", shortcut: "d", isEnabled: model.deleteDisabledReason == nil,
      disabledReason: model.deleteDisabledReason
    ) { presenter.requestDeleteStop() }
  }

  @ViewBuilder
  private func moves(_ model: TripDetailViewModel) -> some View {
    Button(
      "Move up", shortcut: "K", isEnabled: model.moveUpDisabledReason == nil,
      disabledReason: model.moveUpDisabledReason
    ) { presenter.moveSelectedStop(by: -1) }
    Button(
      "Move down", shortcut: "J", isEnabled: model.moveDownDisabledReason == nil,
      disabledReason: model.moveDownDisabledReason
    ) { presenter.moveSelectedStop(by: 1) }
  }
}
