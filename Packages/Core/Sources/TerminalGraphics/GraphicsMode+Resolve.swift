extension GraphicsMode {
  /// The mode a run uses, in this order:
  /// 1. `override`, the mode asked for by name (`--graphics`, or a configuration value when no flag is given);
  /// 2. text when `NO_COLOR` is set;
  /// 3. when the output is a terminal, the protocol it speaks (``detectedProtocol(answers:environment:)``);
  /// 4. half blocks: 24-bit when `COLORTERM` is `truecolor` or `24bit`, else 256 colors — on a terminal, or
  ///    off one when pictures were `asked` for (a `--image` flag); text otherwise.
  ///
  /// ```swift
  /// GraphicsMode.resolve(override: nil, answers: TerminalAnswers(deviceAttributes: [62, 4]),
  ///   environment: ["TERM": "foot"], isTerminal: true, asked: true)   // .sixel
  /// ```
  public static func resolve(
    override: GraphicsMode?, answers: TerminalAnswers, environment: [String: String], isTerminal: Bool,
    asked: Bool
  ) -> GraphicsMode {
    if let override { return override }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .text }
    if isTerminal, let detected = detectedProtocol(answers: answers, environment: environment) { return detected }
    guard isTerminal || asked else { return .text }
    return ["truecolor", "24bit"].contains((environment["COLORTERM"] ?? "").lowercased()) ? .truecolor : .palette256
  }

  /// The graphics protocol a terminal speaks, `nil` for none.
  ///
  /// Inside tmux only what came back counts: kitty's answer through the passthrough (then Unicode
  /// placeholders), or Sixel in tmux's own device attributes (tmux 3.4 built with Sixel). Elsewhere iTerm2
  /// (`TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`) and WezTerm draw iTerm2's images, their most complete
  /// protocol; then a kitty answer (kitty, Ghostty, Konsole); VS Code draws iTerm2's images when its image
  /// support is on, which its device attributes show as Sixel; then Sixel (foot, xterm `-ti vt340`, Windows
  /// Terminal, mlterm). A terminal that answered nothing in time is judged by its variables: `TERM=xterm-kitty`,
  /// `KITTY_WINDOW_ID` or Ghostty for kitty, `TERM=foot…` or `WT_SESSION` for Sixel.
  public static func detectedProtocol(answers: TerminalAnswers, environment: [String: String]) -> GraphicsMode? {
    let program = environment["TERM_PROGRAM"] ?? ""
    let term = environment["TERM"] ?? ""
    if TmuxPassthrough.isInside(environment) {
      if answers.kittyGraphics { return .kitty }
      return answers.sixel ? .sixel : nil
    }
    if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .iterm2 }
    if answers.kittyGraphics { return .kitty }
    if program == "vscode" { return answers.sixel ? .iterm2 : nil }
    if answers.sixel { return .sixel }
    if answers.answered { return nil }
    if term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty"
      || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
    {
      return .kitty
    }
    if term.hasPrefix("foot") || !(environment["WT_SESSION"] ?? "").isEmpty { return .sixel }
    return nil
  }
}
