import Core
import CoreUI

/// A page's sections as rows of the detail's list, in order: each section's title, then its items drawn
/// from their content — a heading, a labelled field, an entry with its mark, a paragraph — or a line
/// saying it is loading or why it failed. Items are selectable; the caller marks the selected one. `pictured` may set
/// an item's row beside its picture (``ItemPicture``); by default rows are text alone.
struct SectionRows {
  /// One row and the item it shows, when it shows one.
  struct Row {
    let view: View
    let item: SectionItem?
  }

  /// The page's title as the title line shows it, and whether the photo is a favorite now: a heading that
  /// repeats the title shows only its mark (this one) and subtitle.
  struct PageTitle {
    let text: String
    let isFavorite: Bool
  }

  static func rows(
    for sections: [SectionSnapshot], language: Language, tick: Int, width: Int, title: PageTitle? = nil,
    pictured: (SectionItem, View) -> View = { $1 }
  ) -> [Row] {
    var rows: [Row] = []
    let labelWidth = min(
      sections.flatMap(\.items).compactMap { item -> Int? in
        if case .field(let label, _) = item.content { DisplayWidth.of(label) } else { nil }
      }.max() ?? 0, max(width / 3, 1))
    for section in sections {
      if let title = section.title {
        rows.append(Row(view: .text(title, role: .heading).padding(horizontal: 1), item: nil))
      }
      switch section.state {
      case .loading:
        rows.append(Row(view: View.status(.loading(DetailScreenStrings.loading(language)), tick: tick), item: nil))
      case .failed(let error):
        rows.append(Row(view: View.status(.error(describe(error, in: language)), tick: tick), item: nil))
      case .loaded(let items):
        for item in items {
          rows.append(Row(view: pictured(item, row(for: item, labelWidth: labelWidth, title: title)), item: item))
        }
      }
    }
    return rows
  }

  private static func row(for item: SectionItem, labelWidth: Int, title page: PageTitle?) -> View {
    let mark = item.mark.map { $0.isOn ? Span("♥ ", .favorite) : Span("♡ ", .secondary) } ?? Span("  ")
    switch item.content {
    case .heading(let title, let subtitle?) where title == page?.text:
      let isFavorite = page?.isFavorite ?? false
      let mark = item.mark == nil ? mark : isFavorite ? Span("♥ ", .favorite) : Span("♡ ", .secondary)
      return View.line([mark, Span(subtitle, .secondary)]).padding(horizontal: 1)
    case .heading(let title, let subtitle):
      var spans = [mark, Span(title, .heading)]
      if let subtitle { spans.append(Span("  " + subtitle, .secondary)) }
      return View.line(spans).padding(horizontal: 1)
    case .field(let label, let value):
      return View.line([Span(TerminalText.pad(label, width: labelWidth) + "  ", .secondary), Span(value)])
        .padding(horizontal: 3)
    case .entry(_, let title, let detail):
      var spans = [mark, Span(title, .body)]
      if let detail { spans.append(Span(" — " + detail, .secondary)) }
      return View.line(spans).padding(horizontal: 1)
    case .text(let text):
      return View.paragraph(text).padding(horizontal: 3)
    }
  }
}
