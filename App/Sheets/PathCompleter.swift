import TextUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tab in a sheet's File field completes the path typed, as a shell does: the one file or folder
/// whose name starts with the last part typed (a folder gets its `/`), else the start the names
/// share, naming them in the status line; hidden names only when a `.` is typed. `~` is the home
/// folder, as in the rest of the sheet.
struct PathCompleter {
  /// How `~` is read.
  let paths: UserPath

  /// The most names the status line lists.
  static let listedNames = 6

  /// What Tab makes of `typed`, or nil when there is nothing to complete (Tab moves on).
  func complete(_ typed: String) -> TextCompletion? {
    guard !typed.isEmpty else { return nil }
    let folderTyped: String
    let partial: String
    if typed == "~" {
      return TextCompletion(text: "~/")
    } else if let slash = typed.lastIndex(of: "/") {
      folderTyped = String(typed[...slash])
      partial = String(typed[typed.index(after: slash)...])
    } else {
      folderTyped = ""
      partial = typed
    }
    let folder = folderTyped.isEmpty ? "." : paths.expanded(folderTyped)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    let matches = names.filter { name in
      name.hasPrefix(partial) && (partial.hasPrefix(".") || !name.hasPrefix("."))
    }.sorted()
    guard let first = matches.first else { return nil }
    // Only the names shown are looked at (a folder of thousands is not read name by name).
    let shown = matches.prefix(Self.listedNames).map { name in isFolder(folder, name) ? name + "/" : name }
    if matches.count == 1 {
      let text = folderTyped + shown[0]
      return text == typed ? nil : TextCompletion(text: text)
    }
    var shared = first
    for match in matches.dropFirst() {
      while !match.hasPrefix(shared) { shared.removeLast() }
    }
    let listed = shown.joined(separator: ", ")
    let which = partial.isEmpty ? "in \(folderTyped)" : "start “\(partial)”"
    let note = "\(matches.count) names \(which): \(listed)" + (matches.count > Self.listedNames ? ", …" : "")
    return TextCompletion(text: folderTyped + (shared.count > partial.count ? shared : partial), note: note)
  }

  /// Whether `name` in `folder` is a folder (a link to one counts, as a shell counts it).
  private func isFolder(_ folder: String, _ name: String) -> Bool {
    let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    if type == .typeSymbolicLink {
      return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { target in
        let resolved = target.hasPrefix("/") ? target : folder + "/" + target
        return (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
          == .typeDirectory
      } ?? false
    }
    return type == .typeDirectory
  }
}
