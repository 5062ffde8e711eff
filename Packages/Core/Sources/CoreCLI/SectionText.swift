import Core
import SafeText

/// Composed sections as terminal lines: each titled section under its heading with its items indented,
/// a failed section's one sentence in place of its items. Every string of an item passes ``TerminalText``.
///
/// ```swift
/// let page = await controller.sections(for: photo, in: context.language)
/// SectionText.lines(for: page, in: context.style).forEach(context.console.print)
/// ```
public enum SectionText {
  public static func lines(for sections: [SectionSnapshot], in style: TextStyle) -> [String] {
    var lines: [String] = []
    for section in sections {
      if !lines.isEmpty { lines.append("") }
      let indent = section.title == nil ? "" : "  "
      if let title = section.title { lines.append(style.palette.paint(TerminalText.line(title), .heading)) }
      let width = max(style.width - indent.count, 20)
      switch section.state {
      case .loading:
        lines.append(indent + CLIStrings.loading(style.language))
      case .failed(let error):
        let reason = TerminalText.line(describe(error, in: style.language))
        lines.append(indent + CLIStrings.unavailable(reason, style.language))
      case .loaded(let items) where items.isEmpty:
        lines.append(indent + CLIStrings.nothingToShow(style.language))
      case .loaded(let items):
        let labelWidth = Self.labelWidth(items)
        lines += items.flatMap { item in
          Self.lines(for: item, width: width, style: style, labelWidth: labelWidth).map { indent + $0 }
        }
      }
    }
    return lines
  }

  /// The column a section's field values start at: 13, or one past its longest label and colon.
  public static func labelWidth(_ items: [SectionItem]) -> Int {
    items.reduce(13) { widest, item in
      if case .field(let label, _) = item.content { return max(widest, label.count + 2) }
      return widest
    }
  }

  /// One item as lines no wider than `width`, field values starting at `labelWidth`.
  public static func lines(for item: SectionItem, width: Int, style: TextStyle, labelWidth: Int = 13) -> [String] {
    let language = style.language
    switch item.content {
    case .heading(let title, let subtitle):
      let mark = item.mark.map { CLIStrings.markPhrase($0, language) }
      // Not `[…].compactMap { $0 }.joined(separator:)`: the standard library's `joined` runs unspecialized, and its
      // first call in a process scanned every conformance record (0.35 M instructions on the photo page;
      // PROJECT_PLAN.md, "Issue 23 — start-up, ninth part").
      let second: String
      switch (subtitle.map(TerminalText.line), mark) {
      case (let subtitle?, let mark?): second = subtitle + " · " + mark
      case (let subtitle?, nil): second = subtitle
      case (nil, let mark?): second = mark
      case (nil, nil): second = ""
      }
      return [style.palette.paint(TerminalText.fit(title, width: width), .heading)]
        + (second.isEmpty ? [] : [TerminalText.fit(second, width: width)])
    case .field(let label, let value):
      let prefix = TerminalText.pad(label + ":", width: labelWidth)
      return TerminalText.wrap(value, width: width - prefix.count).enumerated().map { index, line in
        (index == 0 ? prefix : String(repeating: " ", count: prefix.count)) + line
      }
    case .entry(let code, let title, let detail):
      let code = code.map(TerminalText.line)
      let symbol = item.mark.map(CLIStrings.markSymbol) ?? "•"
      let painted = item.mark?.isOn == true ? style.palette.paint(symbol, .accent) : symbol
      let codePart = code.map { style.palette.paint($0, .secondary) + "  " } ?? ""
      let prefixWidth = 2 + (code.map { $0.count + 2 } ?? 0) + 24
      let head = "\(painted) \(codePart)\(TerminalText.pad(title, width: 22))  "
      return [head + TerminalText.fit(detail ?? "", width: max(width - prefixWidth, 10))]
    case .text(let text):
      return TerminalText.wrap(text, width: width)
    }
  }
}
