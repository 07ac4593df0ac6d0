extension View {
  /// Tags the interactive elements inside with `name`, so a host can direct script commands and
  /// keys to this region only (for example the right-hand column of a split view).
  public func interactionScope(_ name: String) -> some View {
    EnvironmentWriter(content: self, change: NameChange(kind: .interactionScope, name: name))
  }
}
