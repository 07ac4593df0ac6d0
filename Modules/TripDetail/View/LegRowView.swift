import TextUI

/// One leg: its names cut in the middle to fit `routeWidth` cells (or its destination alone, where
/// the table is too narrow to keep every leg's names readable), its distance right-aligned and never
/// cut. Drawn from its value alone (`Equatable`, shown `.equatable()`): an unchanged leg's cells are
/// kept between frames.
struct LegRowView: View, Equatable {
  /// The leg shown.
  let leg: TripDetailViewModel.LegRow
  /// The cells the names may take.
  let routeWidth: Int
  /// Whether the starting stop's name is shown (``LegText``).
  var showsStart = true

  /// Cells between a leg's names and its distance, at least.
  static let spacing = 2

  var body: some View {
    HStack(spacing: 0) {
      Text(
        showsStart
          ? LegText.fitted(numbers: leg.numbers, from: leg.fromName, to: leg.toName, width: routeWidth)
          : LegText.destination(numbers: leg.numbers, to: leg.toName, width: routeWidth)
      )
      .lineLimit(1).layoutPriority(1)
      Spacer(minLength: Self.spacing)
      Text(leg.distance).lineLimit(1).layoutPriority(2)  // the distance is never cut
    }
  }
}
