import TextUI

/// One row of the stop list: "3. Monterey — note" with the coordinate at the right. Drawn from its
/// value alone (`Equatable`): the list keeps an unchanged row's cells between frames.
struct StopRowView: View, Equatable {
  /// The stop shown.
  let stop: TripDetailViewModel.StopRow

  var body: some View {
    HStack(spacing: 2) {
      Text(stop.text).lineLimit(1).layoutPriority(3)
      if !stop.note.isEmpty {
        Text("— " + stop.note).dim().lineLimit(1)  // the note gives way first
      }
      Spacer()
      Text(stop.coordinate).dim().lineLimit(1).layoutPriority(2)
    }
  }
}
