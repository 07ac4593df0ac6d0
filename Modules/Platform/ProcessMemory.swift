/// The process's memory use, as the C library reports it on each platform.
public enum ProcessMemory {
  /// The largest resident set this process has had so far, in bytes (`getrusage`'s `ru_maxrss`,
  /// which Linux counts in kilobytes and macOS in bytes).
  public static func maximumResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)  // Linux's C library imports the constant as an enum
      return Int(usage.ru_maxrss) * 1_024
    #endif
  }
}
