// The one file that names a C library. Every other file imports `Platform` and reaches the C
// library's functions, types and constants through it, so that the package builds on Linux (Glibc or
// Musl) and on macOS (Darwin) without a platform block in each file. `scripts/check-platform-imports`
// fails on any other file that names Glibc, Musl or Darwin.
//
// A call that a type's own method of the same name would shadow is written `Platform.write(…)`.

#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
