import TextUI

/// One trip in the list, on two lines so it reads well from 28 columns up:
///
///     Pacific Coast             45.2 km
///     3 stops · Monterey → Big Sur
///
/// (a trip without stops says only "No stops" on its second line).
/// The trip open next to the list (split view) is bold and marked with "▶".
struct TripRowView: View {
  /// The row to show; nil while it cannot be read.
  let row: TripListRow?
  /// Whether this trip is the one open next to the list.
  let isOpen: Bool
  /// Whether some trip is open (every row then keeps room for the "▶" marker, so columns align).
  let reservesMarker: Bool

  /// The marker after the open trip's distance.
  static let openMarker = "▶"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Text(row?.name ?? "…").bold(isOpen).lineLimit(1).layoutPriority(1)
        Spacer(minLength: 0)
        Text(row?.distance ?? "").lineLimit(1).fixedSize()
        if reservesMarker {
          Text(isOpen ? Self.openMarker : " ").fixedSize()
        }
      }
      Text(details).dim().lineLimit(1)
    }
  }

  /// "3 stops · Monterey → Big Sur", or just "No stops".
  private var details: String {
    guard let row else { return "" }
    return row.hasStops ? "\(row.stops) · \(row.route)" : row.route
  }
}
