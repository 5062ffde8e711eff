#if canImport(Glibc)
  import Glibc
#endif

public struct Guarded {}
