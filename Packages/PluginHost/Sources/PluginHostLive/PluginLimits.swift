/// What a plugin process may use: per request a deadline and a reply size, per process memory, CPU time, open files
/// and file size, and whether the kernel confines it (Landlock where offered).
///
/// ```swift
/// var limits = PluginLimits.standard
/// limits.requestSeconds = 2
/// ```
public struct PluginLimits: Sendable, Equatable {
  /// The longest the handshake or one request may take.
  public var requestSeconds: Int
  /// The most bytes one reply may hold, its frame header included.
  public var replyBytes: Int
  public var memoryBytes: UInt64
  public var cpuSeconds: UInt64
  public var openFiles: UInt64
  /// The largest file the plugin may write (its log included).
  public var fileBytes: UInt64
  public var confine: Bool

  public init(
    requestSeconds: Int = 10, replyBytes: Int = 1 << 20, memoryBytes: UInt64 = 1 << 30, cpuSeconds: UInt64 = 30,
    openFiles: UInt64 = 64, fileBytes: UInt64 = 16 << 20, confine: Bool = true
  ) {
    self.requestSeconds = requestSeconds
    self.replyBytes = replyBytes
    self.memoryBytes = memoryBytes
    self.cpuSeconds = cpuSeconds
    self.openFiles = openFiles
    self.fileBytes = fileBytes
    self.confine = confine
  }

  public static let standard = PluginLimits()

  /// The system folders a plugin may read and execute: libraries, runtimes and interpreters, never a home folder.
  public static let systemReadPaths = [
    "/usr/lib", "/usr/lib64", "/usr/libexec", "/usr/bin", "/usr/share/zoneinfo", "/lib", "/lib64", "/bin",
    "/etc/ld.so.cache", "/etc/localtime", "/proc/self", "/dev/urandom",
  ]
  /// The devices a plugin may read and write.
  public static let devicePaths = ["/dev/null"]
}
