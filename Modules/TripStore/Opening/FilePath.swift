/// The parts of a slash-separated file path, with the standard library alone (the rules
/// `NSString`'s path methods follow for the paths the app handles).
package enum FilePath {
  /// The last component: "/a/b.json" → "b.json"; trailing slashes are ignored ("/a/b/" → "b").
  package static func lastComponent(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The path without its last component: "/a/b.json" → "/a", "/a" → "/", "b.json" → "".
  package static func folder(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return withoutTrailingSlashes(String(trimmed[..<slash]))
  }

  /// `component` appended to `path` with one slash between them: ("/a/", "b") → "/a/b".
  package static func joining(_ path: String, _ component: String) -> String {
    if path.isEmpty { return component }
    let component = component.drop { $0 == "/" }
    return withoutTrailingSlashes(path) + (path == "/" ? "" : "/") + component
  }

  /// The extension of the last component without its dot ("trips.GPX" → "GPX"; none → "").
  package static func pathExtension(of path: String) -> String {
    let name = lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The last component without its extension ("/a/trips.json" → "trips").
  package static func stem(of path: String) -> String {
    let name = lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  private static func withoutTrailingSlashes(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.last == "/" { path = path.dropLast() }
    return String(path)
  }
}
