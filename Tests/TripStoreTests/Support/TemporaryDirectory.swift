import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
final class TemporaryDirectory {
  /// The folder's path.
  let path: String

  /// - Parameter inMemory: on Linux, put the folder in `/dev/shm` (memory), for tests that commit
  ///   tens of thousands of transactions and test their logic, not the disk.
  init(inMemory: Bool = false) {
    let base =
      inMemory && FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    path = (base as NSString).appendingPathComponent("tripstore-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    chmodRecursively(path)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// A path inside the folder.
  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  private func chmodRecursively(_ folder: String) {
    chmod(folder, 0o700)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let child = (folder as NSString).appendingPathComponent(name)
      chmod(child, 0o700)
    }
  }
}

/// The bytes of a file, for "left untouched" assertions.
func bytes(of path: String) -> Data? { FileManager.default.contents(atPath: path) }
