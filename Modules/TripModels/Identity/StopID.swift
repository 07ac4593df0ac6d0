#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The identity of a stop: a UUID that only ever names a stop.
///
/// A distinct type (rather than a bare `UUID`) so that a trip's id can never be passed where a
/// stop's is expected; what ids share is in ``UUIDIdentifier``.
public struct StopID: UUIDIdentifier {
  /// The underlying UUID.
  public let uuid: UUID

  /// Wraps an existing UUID.
  public init(_ uuid: UUID) { self.uuid = uuid }
}
