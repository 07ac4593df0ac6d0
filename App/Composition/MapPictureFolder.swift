import Platform
import RouteMap
import TripStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Map pictures kept as files in the user's cache folder (``folder(environment:)``): one file a
/// picture, named by its key, written whole under a temporary name and renamed into place, the
/// oldest removed beyond ``capacity``. It is a cache: a file that cannot be read, written or
/// decoded is drawn again, and nothing is said.
final class MapPictureFolder: MapPictureKeeper {
  /// The folder the pictures are kept in (made, private to the user, when the first is kept).
  let path: String
  /// The most pictures kept.
  static let capacity = 32
  /// What a kept picture's file name ends with.
  static let fileExtension = ".map"

  /// Pictures kept in `path`.
  init(path: String) {
    self.path = path
  }

  /// `$XDG_CACHE_HOME/roadtrip/map-pictures`, else `~/.cache/roadtrip/map-pictures`; nil without a
  /// home folder.
  static func folder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return FilePath.joining(cache, "roadtrip/map-pictures")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return FilePath.joining(home, ".cache/roadtrip/map-pictures")
  }

  /// The largest file read as a picture (one for a 1,000 × 300 terminal is under 3 MB): a larger
  /// file in the folder is not read whole into memory, and the map is drawn instead.
  static let largestPicture = 16 * 1024 * 1024

  func picture(for key: MapPictureKey) -> [UInt8]? {
    try? FileDescriptorIO.readFile(file(key), limit: Self.largestPicture)
  }

  func keep(_ bytes: [UInt8], for key: MapPictureKey) {
    guard
      (try? FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    else { return }
    let temporary = FilePath.joining(path, ".\(key.name).\(getpid()).tmp")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let written = (try? FileDescriptorIO.write(bytes, to: descriptor)) != nil
    close(descriptor)
    guard written, rename(temporary, file(key)) == 0 else {
      unlink(temporary)
      return
    }
    removeOldest()
  }

  /// The file of the picture kept for `key`.
  private func file(_ key: MapPictureKey) -> String {
    FilePath.joining(path, key.name + Self.fileExtension)
  }

  /// Removes the pictures kept longest ago beyond ``capacity``.
  private func removeOldest() {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: path) else { return }
    let kept = names.filter { $0.hasSuffix(Self.fileExtension) }.map { FilePath.joining(path, $0) }
    guard kept.count > Self.capacity else { return }
    let dated = kept.map { file in
      (file, (try? manager.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? .distantPast)
    }
    for (file, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(kept.count - Self.capacity) {
      try? manager.removeItem(atPath: file)
    }
  }
}
