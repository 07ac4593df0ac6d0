#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The identity of a trip: a UUID that only ever names a trip.
///
/// A distinct type (rather than a bare `UUID`) so that a stop's id can never be passed where a
/// trip's is expected; what ids share is in ``UUIDIdentifier``.
public struct TripID: UUIDIdentifier {
  /// The underlying UUID.
  public let uuid: UUID

  /// Wraps an existing UUID.
  public init(_ uuid: UUID) { self.uuid = uuid }
}
