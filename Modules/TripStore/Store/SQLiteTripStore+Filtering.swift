import TripModels

/// The trip list's filter: trips whose name or a stop's name contains the typed text, compared
/// folded (``NameFilter``) by the `roadtrip_fold` SQL function.
extension SQLiteTripStore {
  /// Summaries of the matching trips, in list order, at most `limit`.
  public func tripSummaries(matching query: String, limit: Int) throws(TripStoreError) -> [TripSummary] {
    let filter = NameFilter(query)
    guard limit > 0 else { return [] }
    guard !filter.folded.isEmpty else { return try tripSummaries(offset: 0, limit: limit) }
    return try reading {
      try summaryRows(
        "SELECT \(Self.summaryColumns) FROM trip WHERE \(Self.matchCondition) ORDER BY sort_key DESC LIMIT ?2",
        [.text(filter.folded), .int(limit)]
      ).map(\.summary)
    }
  }

  /// How many trips match.
  public func tripCount(matching query: String) throws(TripStoreError) -> Int {
    let filter = NameFilter(query)
    guard !filter.folded.isEmpty else { return try tripCount() }
    return try reading {
      Int(
        try connection.integer(
          "SELECT COUNT(*) FROM trip WHERE \(Self.matchCondition)", [.text(filter.folded)]) ?? 0)
    }
  }

  /// True for a trip row whose name or a stop's name contains parameter 1 (folded).
  private static let matchCondition = """
    (instr(\(SQLiteConnection.foldFunction)(trip.name), ?1) > 0 OR EXISTS (
      SELECT 1 FROM waypoint w WHERE w.trip_id = trip.id
      AND instr(\(SQLiteConnection.foldFunction)(w.name), ?1) > 0))
    """
}
