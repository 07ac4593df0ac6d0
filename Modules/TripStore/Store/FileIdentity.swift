import Platform

/// Which file a path names: its device and inode. Two looks at a path that give different
/// identities saw two different files (the first was replaced, say by `mv backup store`).
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file at `path` (following symbolic links), nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
