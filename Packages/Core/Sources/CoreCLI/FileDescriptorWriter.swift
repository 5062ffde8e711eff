import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes text to a file descriptor with `write(2)`: buffered until ``flush()`` (or until the buffer passes
/// ``limit``), retried on `EINTR` and partial writes, and never trapping. The first failure is kept; later
/// text is dropped and ``flush()`` throws ``CLIError`` `outputFailed` naming the stream and the system's
/// reason.
///
/// ```swift
/// let output = FileDescriptorWriter(fileDescriptor: 1, name: "standard output")
/// output.write("30 photos\n")
/// try output.flush()   // one write(2) for everything written so far
/// ```
public final class FileDescriptorWriter: Sendable {
  /// What the writer holds until it is flushed.
  private struct State {
    var buffer: [UInt8] = []
    var failure: Int32?
    /// The `errno` every write will fail with, known before the first one.
    var unavailable: Int32?
  }

  /// The descriptor written to.
  public let fileDescriptor: Int32
  /// The stream's name in messages, like `standard output`.
  public let name: String
  /// Whether ``write(_:)`` only buffers; when false every call writes at once.
  public let buffered: Bool
  /// Bytes a buffered writer holds before it writes them without waiting for ``flush()``.
  public let limit: Int
  private let state = Mutex(State())

  /// A writer to `fileDescriptor`; `failure` is an `errno` known before the first write (a descriptor that
  /// was closed when the process started): the first write fails with it, and a writer never written to
  /// does not fail.
  public init(
    fileDescriptor: Int32, name: String, buffered: Bool = true, limit: Int = 1 << 20, failure: Int32? = nil
  ) {
    self.fileDescriptor = fileDescriptor
    self.name = name
    self.buffered = buffered
    self.limit = max(limit, 1)
    state.withLock { $0.unavailable = failure }
  }

  /// Adds `text`; writes at once when unbuffered or when the buffer passes ``limit``.
  public func write(_ text: String) {
    state.withLock { state in
      guard state.failure == nil else { return }
      if let unavailable = state.unavailable {
        state.failure = unavailable
        return
      }
      state.buffer.append(contentsOf: text.utf8)
      if !buffered || state.buffer.count >= limit { drain(&state) }
    }
  }

  /// Adds `utf8` and a newline, as ``write(_:)`` adds text.
  public func writeLine(utf8: [UInt8]) {
    state.withLock { state in
      guard state.failure == nil else { return }
      if let unavailable = state.unavailable {
        state.failure = unavailable
        return
      }
      state.buffer.append(contentsOf: utf8)
      state.buffer.append(UInt8(ascii: "\n"))
      if !buffered || state.buffer.count >= limit { drain(&state) }
    }
  }

  /// Writes what is buffered.
  ///
  /// - Throws: ``CLIError`` `outputFailed` when this or an earlier write failed.
  public func flush() throws(CLIError) {
    let failure = state.withLock { state -> Int32? in
      drain(&state)
      return state.failure
    }
    if let failure { throw Self.error(name: name, errorNumber: failure) }
  }

  /// The `errno` of the first failed write, if any.
  public var failure: Int32? { state.withLock { $0.failure } }

  /// The error for a write to `name` that failed with `errorNumber`.
  public static func error(name: String, errorNumber: Int32) -> CLIError {
    CLIError(
      errorNumber == EPIPE ? .outputClosed : .outputFailed, command: name,
      detail: "\(name): \(String(cString: strerror(errorNumber)))")
  }

  private func drain(_ state: inout State) {
    defer { state.buffer.removeAll(keepingCapacity: true) }
    guard state.failure == nil, !state.buffer.isEmpty else { return }
    state.failure = state.buffer.withUnsafeBytes { bytes in Self.writeAll(fileDescriptor, bytes) }
  }

  /// Writes every byte, retrying interrupted and partial writes; the `errno` of a failure, else `nil`.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      #if canImport(Darwin)
        let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
      #elseif canImport(Glibc)
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      #else
        let written = Musl.write(descriptor, base + offset, bytes.count - offset)
      #endif
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}
