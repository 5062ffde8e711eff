import Foundation
import ImageCodecs
import TerminalGraphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what the process's terminal is: whether standard output and error are terminals, the window's size
/// (in cells, and in pixels when it says) from the first of them that is, and a probe that asks the terminal
/// about pictures once, when a picture first needs it.
enum TerminalDetection {
  /// PNG files for iTerm2's pictures and kitty's, compressed by libpng: a thumbnail's file is several times
  /// smaller than its pixels or the stored blocks TerminalGraphics writes on its own.
  static let png = PNGEncoder(compresses: true) { bitmap in (try? SystemCodecs.encodePNG(bitmap)).map { Array($0) } }

  /// The first kitty image id of this run, random so two runs (or tmux panes) in one terminal do not
  /// replace each other's pictures.
  static func firstImageID() -> UInt32 { UInt32.random(in: 1...0xF0_0000) }

  /// The process's terminal; `configured` is the configuration file's `graphics:` value.
  static func current(environment: [String: String], configured: GraphicsMode? = nil) -> TerminalEnvironment {
    let output = isatty(STDOUT_FILENO) == 1
    let errors = isatty(STDERR_FILENO) == 1
    var columns: Int?
    var rows: Int?
    var cell: PixelsPerCell?
    for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] where isatty(descriptor) == 1 {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        columns = Int(size.ws_col)
        rows = Int(size.ws_row)
        cell = TerminalDriver.cellPixels(of: descriptor)
        break
      }
    }
    return TerminalEnvironment(
      environment: environment, outputIsTerminal: output, errorIsTerminal: errors, columns: columns, rows: rows,
      cellPixels: cell, probe: TerminalQuestions.probe(environment: environment), png: png,
      firstImageID: firstImageID(), configuredMode: configured)
  }
}
