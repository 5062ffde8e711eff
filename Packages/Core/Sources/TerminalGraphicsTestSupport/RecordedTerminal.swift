import CoreValues
import TerminalGraphics

/// What terminals answer ``TerminalQueries`` (kitty's query, `CSI 16 t`, `CSI 14 t`, `CSI c`, in that order),
/// with the variables they set, and the mode Mosaic should pick: for detection tests in memory and over a
/// pseudo-terminal. `answer` is `nil` for a terminal that answers nothing.
///
/// ```swift
/// for terminal in RecordedTerminal.all { … terminal.answer … terminal.expected }
/// ```
public struct RecordedTerminal: Sendable {
  public let name: String
  public let environment: [String: String]
  public let answer: String?
  public let expected: GraphicsMode
  /// The cell size the answers give, when they give one.
  public let cell: PixelsPerCell?

  public static let all: [RecordedTerminal] = [
    RecordedTerminal(
      name: "kitty 0.36", environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"],
      answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[4;960;1440t\u{1B}[?62;c", expected: .kitty,
      cell: PixelsPerCell(across: 10, down: 20)),
    RecordedTerminal(
      name: "Ghostty", environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty", "COLORTERM": "truecolor"],
      answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;34;16t\u{1B}[4;1360;2048t\u{1B}[?62;22c", expected: .kitty,
      cell: PixelsPerCell(across: 16, down: 34)),
    RecordedTerminal(
      name: "Konsole", environment: ["TERM": "xterm-256color", "KONSOLE_VERSION": "230804", "COLORTERM": "truecolor"],
      answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[4;720;1280t\u{1B}[?62;22c", expected: .kitty, cell: nil),
    RecordedTerminal(
      name: "WezTerm", environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "COLORTERM": "truecolor"],
      answer: "\u{1B}[6;19;9t\u{1B}[4;912;1440t\u{1B}[?65;4;6;18;22c", expected: .iterm2,
      cell: PixelsPerCell(across: 9, down: 19)),
    RecordedTerminal(
      name: "foot", environment: ["TERM": "foot", "COLORTERM": "truecolor"],
      answer: "\u{1B}[6;17;8t\u{1B}[4;816;1280t\u{1B}[?62;4;22;28c", expected: .sixel,
      cell: PixelsPerCell(across: 8, down: 17)),
    RecordedTerminal(
      name: "xterm", environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(390)"],
      answer: "\u{1B}[6;17;9t\u{1B}[4;408;720t\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", expected: .palette256,
      cell: PixelsPerCell(across: 9, down: 17)),
    RecordedTerminal(
      name: "xterm -ti vt340", environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(390)"],
      answer: "\u{1B}[6;17;9t\u{1B}[4;408;720t\u{1B}[?63;1;2;3;4;6;9;15;16;22;29c", expected: .sixel,
      cell: PixelsPerCell(across: 9, down: 17)),
    RecordedTerminal(
      name: "tmux 3.3a in xterm", environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"],
      answer: "\u{1B}[?1;2c", expected: .palette256, cell: nil),
    RecordedTerminal(
      name: "tmux 3.4 with Sixel in foot",
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"],
      answer: "\u{1B}[6;17;8t\u{1B}[4;816;1280t\u{1B}[?1;2;4c", expected: .sixel,
      cell: PixelsPerCell(across: 8, down: 17)),
    RecordedTerminal(
      name: "tmux 3.4 in kitty, passthrough on",
      environment: [
        "TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "KITTY_WINDOW_ID": "1",
      ],
      answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?1;2c", expected: .kitty,
      cell: PixelsPerCell(across: 10, down: 20)),
    RecordedTerminal(
      name: "tmux 3.3a in kitty, passthrough off",
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"],
      answer: "\u{1B}[?1;2c", expected: .palette256, cell: nil),
    RecordedTerminal(
      name: "iTerm2 3.5",
      environment: [
        "TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "LC_TERMINAL": "iTerm2", "COLORTERM": "truecolor",
      ],
      answer: "\u{1B}[6;32;14t\u{1B}[4;1536;2240t\u{1B}[?62;4c", expected: .iterm2,
      cell: PixelsPerCell(across: 14, down: 32)),
    RecordedTerminal(
      name: "iTerm2 over ssh", environment: ["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"],
      answer: "\u{1B}[?62;4c", expected: .iterm2, cell: nil),
    RecordedTerminal(
      name: "VS Code, images on",
      environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode", "COLORTERM": "truecolor"],
      answer: "\u{1B}[6;18;8t\u{1B}[?1;2;4c", expected: .iterm2, cell: PixelsPerCell(across: 8, down: 18)),
    RecordedTerminal(
      name: "VS Code, images off",
      environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode", "COLORTERM": "truecolor"],
      answer: "\u{1B}[?1;2c", expected: .truecolor, cell: nil),
    RecordedTerminal(
      name: "Windows Terminal 1.22",
      environment: ["TERM": "xterm-256color", "WT_SESSION": "5c1a", "COLORTERM": "truecolor"],
      answer: "\u{1B}[?61;4;6;7;14;21;22;23;24;28;32;42;52c", expected: .sixel, cell: nil),
    RecordedTerminal(
      name: "silent, TERM=xterm-kitty", environment: ["TERM": "xterm-kitty"], answer: nil, expected: .kitty, cell: nil),
    RecordedTerminal(
      name: "silent, TERM=foot", environment: ["TERM": "foot"], answer: nil, expected: .sixel, cell: nil),
    RecordedTerminal(
      name: "silent, TERM=xterm-256color, 24-bit", environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"],
      answer: nil, expected: .truecolor, cell: nil),
    RecordedTerminal(
      name: "garbage, no device attributes", environment: ["TERM": "xterm-256color"],
      answer: "\u{1B}[?62;4\u{1B}_Gi=31;OK\u{1B}[6;x;9t\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?9999999999c",
      expected: .palette256,
      cell: nil),
  ]
}
