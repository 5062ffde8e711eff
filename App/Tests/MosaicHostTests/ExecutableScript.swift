import Foundation

/// Writes `text` as an executable file (mode 755) through a descriptor that closes at exec: a child another test
/// forks at that moment never holds it open for writing, which would make running the file fail with "Text file
/// busy" (Foundation's `write(to:)` leaves its descriptor inheritable).
func writeExecutable(_ text: String, to file: URL) throws {
  try? FileManager.default.removeItem(at: file)
  let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  let bytes = Array(text.utf8)
  guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
    throw CocoaError(.fileWriteUnknown)
  }
}
