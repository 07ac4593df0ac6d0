import RouteMap

/// Map pictures kept in memory, counting what the map asks of it.
final class MemoryMapPictureKeeper: MapPictureKeeper {
  /// The bytes kept, by key.
  var pictures: [MapPictureKey: [UInt8]] = [:]
  /// How many times a picture was asked for, and kept.
  private(set) var lookups = 0
  private(set) var keeps = 0

  func picture(for key: MapPictureKey) -> [UInt8]? {
    lookups += 1
    return pictures[key]
  }

  func keep(_ bytes: [UInt8], for key: MapPictureKey) {
    keeps += 1
    pictures[key] = bytes
  }
}
