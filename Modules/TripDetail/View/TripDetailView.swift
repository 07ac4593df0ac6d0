import RouteMap
import TextUI

/// The trip detail screen: the "Name" field, the map beside the distances, the stops, the buttons.
@MainActor
struct TripDetailView: View {
  /// The presenter whose view-model is shown and whose intents the controls call.
  let presenter: TripDetailPresenter
  /// Where a long trip's map pictures are kept between runs (nil: nowhere).
  var mapPictures: (any MapPictureKeeper)? = nil

  var body: some View {
    let model = presenter.viewModel
    VStack(alignment: .leading, spacing: 0) {
      nameField(problem: model.nameProblem)
      GeometryReader { proxy in
        if Self.showsMap(in: proxy.size) {
          HStack(alignment: .top, spacing: 1) {
            // Half the width, whatever is beside it: `P` swapping the legs for the days moves
            // nothing on the map.
            map(model).frame(width: Self.mapWidth(in: proxy.size))
            legsOrDays(model)
          }
        } else {
          // Too small for a legible map: the legs say more (`P` and `N` work from this area).
          FocusArea(TripDetailCopy.legsHeader, onKey: dayPlanKey, commandKeys: Self.dayPlanKeys) { _ in
            legsOrDays(model)
          }
        }
      }
      stopsSection(model)
      buttons(model)
    }
    .overlay(alignment: .center) { moveToQuestion(model.movePrompt) }
    .confirmation(model.deletePrompt) { presenter.answerDeleteStop($0) }
    .confirmation(model.leavePrompt) { presenter.answerLeave($0) }
    .confirmation(presenter.dayPlan?.question) { presenter.dayPlan?.answer($0) }
  }

  /// The keys of the day plan, from anywhere on the screen.
  static let dayPlanKeys = [TripDetailCopy.dayPlanKey, TripDetailCopy.suggestStayKey]

  /// `P` shows the days (or the legs again), `N` suggests a stay on the selected stop's day.
  private func dayPlanKey(_ key: Key) -> Bool {
    guard let plan = presenter.dayPlan else { return false }
    switch key {
    case .character(TripDetailCopy.dayPlanKey): plan.toggle()
    case .character(TripDetailCopy.suggestStayKey):
      plan.suggestStay(forStopAt: presenter.viewModel.selectedIndex)
    default: return false
    }
    return true
  }

  /// The legs, or the day plan while it is shown.
  @ViewBuilder
  private func legsOrDays(_ model: TripDetailViewModel) -> some View {
    if let plan = presenter.dayPlan, plan.isShown {
      DayPlanView(plan: plan, selectedStop: model.selectedIndex)
    } else {
      legs(model)
    }
  }

  // MARK: - Parts

  @ViewBuilder
  private func nameField(problem: String?) -> some View {
    // Never the screen's default focus (Tab reaches it); the name is saved when its edit ends, so
    // Esc puts the stored name back and nothing is written.
    TextField(
      TripDetailCopy.nameLabel,
      text: Binding(get: { presenter.viewModel.nameText }, set: { presenter.editName($0) }),
      limit: TripDetailPresenter.nameLimit, placeholder: TripDetailCopy.namePlaceholder,
      commitsOnLeave: true
    )
    .elementID("name")
    if let problem {
      Text("✗ " + problem).bold().lineLimit(1)
    }
  }

  /// The map's width, its box included, beside the legs or the days in `size`: the larger half of
  /// what the cell between them leaves.
  static func mapWidth(in size: Size) -> Int { size.width / 2 }

  /// Whether a map beside the legs in `size` would be at least ``RouteMapView/minimumSize`` inside
  /// its box (``mapWidth(in:)`` wide).
  static func showsMap(in size: Size) -> Bool {
    let inside = Size(width: mapWidth(in: size) - 2, height: size.height - 2)
    return inside.width >= RouteMapView.minimumSize.width && inside.height >= RouteMapView.minimumSize.height
  }

  private func map(_ model: TripDetailViewModel) -> some View {
    // `+` `-` `0` work from anywhere on the screen (unless a field takes them); arrows pan once
    // the map has the focus.
    // The map's outlines, labels and rows are kept between frames by the host while it is shown.
    KeptObject({ [mapPictures] in MapCache(keeper: mapPictures) }) { cache in
      FocusArea(
        TripDetailCopy.mapLabel, onKey: mapKey, commandKeys: ["+", "=", "-", "_", "0"] + Self.dayPlanKeys
      ) {
        isFocused in
        RouteMapView(
          map: model.map, viewport: model.mapViewport, selected: model.selectedIndex,
          isFocused: isFocused, title: TripDetailCopy.mapTitle, focusedTitle: TripDetailCopy.mapKeysTitle,
          cache: cache
        )
        .equatable()
      }
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
    default: return dayPlanKey(key)
    }
    return true
  }

  /// The total, then the legs under a header saying what the distances are: each leg's names cut
  /// in the middle to fit (the destination's last) — or, where some leg's could not be read so, each
  /// leg's destination alone — its distance right-aligned.
  private func legs(_ model: TripDetailViewModel) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      ViewThatFits(in: .horizontal) {
        Text(model.totalDistance).bold().lineLimit(1)
        Text(model.shortTotalDistance).bold().lineLimit(1)
      }
      if model.stopCount > 1 {
        HStack(spacing: 2) {
          Text(TripDetailCopy.legsHeader).dim().lineLimit(1)
          Spacer()
          Text(model.legsNote).dim().lineLimit(1).layoutPriority(1)
        }
        if let problem = model.roadProblem {
          Text(problem).dim().lineLimit(4).layoutPriority(1)
        }
      }
      // The distance column's width is kept by the host until the legs change.
      KeptObject(DistanceColumn.init) { distanceColumn in
        GeometryReader { proxy in
          let distanceWidth = distanceColumn.width(of: model.distanceColumnTexts)
          let routeWidth = proxy.size.width - distanceWidth - Self.legSpacing
          let window = model.legs(fitting: proxy.size.height)
          let showsStarts = window.legs.allSatisfy { leg in
            LegText.keepsNamesReadable(
              numbers: leg.numbers, from: leg.fromName, to: leg.toName, width: routeWidth)
          }
          VStack(alignment: .leading, spacing: 0) {
            ForEach(window.legs) { leg in
              LegRowView(leg: leg, routeWidth: routeWidth, showsStart: showsStarts).equatable()
            }
            if let position = window.position {
              HStack(spacing: 0) {
                Spacer()
                Text(position).dim().lineLimit(1)
              }
            }
          }
        }
      }
    }
  }

  /// Cells between a leg's names and its distance, at least.
  static let legSpacing = LegRowView.spacing

  /// "Stops" with "3/40" beside it when the list is longer than its space, then the list.
  private func stopsSection(_ model: TripDetailViewModel) -> some View {
    GeometryReader { proxy in
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
          Text(TripDetailCopy.stopsHeader).bold()
          Spacer()
          if model.stopCount > max(0, proxy.size.height - 1) {
            Text(model.stopPosition).dim().lineLimit(1)
          }
        }
        stops(model)
      }
    }
    .frame(maxHeight: max(1, model.stopCount) + 1)  // a short list leaves the room to the map
  }

  /// The "Move to…" question in a box over the screen, as a confirmation is drawn: the position is
  /// typed, Enter moves, Esc closes; a bad answer is told what to type under the field. On a screen
  /// too narrow for the question with the stop's name, it is asked without it, and in the last resort
  /// the box takes the screen's width (the problem line is then cut, never the box's border).
  @ViewBuilder
  private func moveToQuestion(_ prompt: MovePrompt?) -> some View {
    if let prompt {
      ViewThatFits(in: .horizontal) {
        moveToBox(prompt, TripDetailCopy.moveQuestion(prompt.stopName, count: prompt.count), fits: true)
        moveToBox(prompt, TripDetailCopy.moveQuestion(count: prompt.count), fits: true)
        moveToBox(prompt, TripDetailCopy.moveQuestion(count: prompt.count), fits: false)
      }
    }
  }

  /// The "Move to…" box asking `question`: its ideal width when it `fits`, else the width it is
  /// offered.
  private func moveToBox(_ prompt: MovePrompt, _ question: String, fits: Bool) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      PromptField(
        question, named: TripDetailCopy.movePositionName,
        text: Binding(
          get: { presenter.viewModel.movePrompt?.text ?? "" }, set: { presenter.editMoveTo($0) }),
        limit: TripDetailPresenter.moveToLimit,
        onSubmit: { presenter.submitMoveTo() }, onCancel: { presenter.cancelMoveTo() })
      if let problem = prompt.problem {
        Text("✗ " + problem).bold().lineLimit(1)
      }
    }
    .fixedSize(horizontal: fits, vertical: true)
    .padding(.horizontal, 1)
    .border(.rounded)
    .background { Blank() }
    .fixedSize(horizontal: fits, vertical: true)
  }

  /// The stops list, there even while empty (so Enter in the name field can move to it, and the
  /// first stop added is selected in it); "No stops yet" is drawn over the empty list.
  private func stops(_ model: TripDetailViewModel) -> some View {
    // Rows are positions: only the rows on screen are read, and the selection is found at once.
    List(
      0..<model.stopCount, id: \.self,
      selection: Binding(get: { presenter.viewModel.selectedIndex }, set: { presenter.selectStop(at: $0) }),
      onActivate: { presenter.openStop(at: $0) }
    ) { index in
      StopRowView(stop: model.stops[index])
    }
    .elementID("stops")
    .overlay(alignment: .topLeading) {
      if model.stopCount == 0 {
        Text(TripDetailCopy.noStops).dim()
      }
    }
  }

  /// The buttons in one row, or in two or three when the screen is too narrow for one (kept between
  /// frames while their states are unchanged).
  private func buttons(_ model: TripDetailViewModel) -> some View {
    TripDetailButtons(presenter: presenter, states: TripDetailButtons.States(model)).equatable()
  }
}
