import Foundation
import TerminalGraphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what the process's terminal is: whether standard output and error are terminals, and the window's
/// size from the first of them that is.
enum TerminalDetection {
  static func current(environment: [String: String]) -> TerminalEnvironment {
    let output = isatty(STDOUT_FILENO) == 1
    let errors = isatty(STDERR_FILENO) == 1
    var columns: Int?
    var rows: Int?
    for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] where isatty(descriptor) == 1 {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        columns = Int(size.ws_col)
        rows = Int(size.ws_row)
        break
      }
    }
    return TerminalEnvironment(
      environment: environment, outputIsTerminal: output, errorIsTerminal: errors, columns: columns, rows: rows)
  }
}
