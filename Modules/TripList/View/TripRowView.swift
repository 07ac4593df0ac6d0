import TextUI

/// One trip in the list. Narrow (the split view's left column), on two lines:
///
///     Pacific Coast             38.9 km
///     3 stops · Monterey → Big Sur
///
/// (a trip without stops says only "No stops" on its second line). Wide, as one table line:
///
///     Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
///
/// The trip open next to the list is bold and marked with "▶". Drawn from its value alone
/// (`Equatable`): the list keeps an unchanged row's cells between frames.
struct TripRowView: View, Equatable {
  /// The row to show; nil while it cannot be read.
  let row: TripListRow?
  /// How to lay the row out for the list's width.
  let layout: TripRowLayout
  /// Whether this trip is the one open next to the list.
  let isOpen: Bool
  /// Whether some trip is open (every row then keeps room for the "▶" marker, so columns align).
  let reservesMarker: Bool

  /// The marker after the open trip's row.
  static let openMarker = "▶"

  var body: some View {
    switch layout {
    case .stacked: stacked
    case .table(let nameWidth, let routeWidth): table(nameWidth: nameWidth, routeWidth: routeWidth)
    }
  }

  // MARK: - Layouts

  private var stacked: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        name.layoutPriority(1)
        Spacer(minLength: 0)
        Text(row?.distance ?? "").lineLimit(1).fixedSize()
        marker
      }
      Text(details).dim().lineLimit(1)
    }
  }

  private func table(nameWidth: Int, routeWidth: Int) -> some View {
    HStack(spacing: TripRowLayout.columnSpacing) {
      name.frame(width: nameWidth, alignment: .leading)
      Text(row?.stops ?? "").dim().lineLimit(1)
        .frame(width: TripRowLayout.stopsWidth, alignment: .trailing)
      Text(row?.distance ?? "").lineLimit(1)
        .frame(width: TripRowLayout.distanceWidth, alignment: .trailing)
      Text(row?.route ?? "").dim().lineLimit(1).frame(width: routeWidth, alignment: .leading)
      marker
    }
  }

  // MARK: - Parts

  private var name: Text {
    Text(row?.name ?? "…").bold(isOpen).lineLimit(1)
  }

  @ViewBuilder private var marker: some View {
    if reservesMarker {
      Text(isOpen ? Self.openMarker : " ").fixedSize()
    }
  }

  /// "3 stops · Monterey → Big Sur", or just "No stops" (a blank line while unreadable, so every
  /// row keeps its two lines).
  private var details: String {
    guard let row else { return " " }
    return row.hasStops ? "\(row.stops) · \(row.route)" : row.route
  }
}
