import Core
import CoreUI
import NetworkLayer

/// A plugin's tab or route page in the terminal app: its items as rows (a heading, a labelled field, an entry, a
/// paragraph), selectable with `↑`/`↓`; Enter opens an item's link or has the plugin perform its action, and the
/// result shows on the line above the key bar. While the plugin answers the page shows a loading line; when it
/// fails, its one sentence naming the plugin, and `r` or coming back to the page asks again. An item with a picture
/// (from an origin the manifest declares) shows it at its left through the host's image pipeline.
@MainActor
final class PluginPageScreen: Screen {
  let model: PluginPageModel
  private let title: (Language) -> String
  private let environment: UIEnvironment
  private let tasks = TaskBag()
  private let pictures: PluginItemPictures
  private var inFlight = false
  private var selected = 0
  private var firstRow = 0
  private var selectable: [SectionItem] = []
  private var started = false

  init(
    model: PluginPageModel, environment: UIEnvironment, images: ImageClient? = nil,
    title: @escaping (Language) -> String
  ) {
    self.model = model
    self.environment = environment
    self.title = title
    pictures = PluginItemPictures(images: images)
  }

  private var language: Language { environment.language }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let plugin = model.source.plugin
    let keys = [
      KeyHint("↑↓", PluginScreenStrings.pick(language)), KeyHint("Enter", PluginScreenStrings.activate(language)),
      KeyHint("r", PluginScreenStrings.retry(language)),
    ]
    let page: PluginPage
    switch model.phase {
    case .loading:
      selectable = []
      return ScreenFrame(
        title: title(language),
        body: .message(.loading(PluginScreenStrings.loading(plugin, language)), tick: context.tick),
        keys: keys)
    case .failed(let error):
      selectable = []
      return ScreenFrame(
        title: title(language), body: .message(.error(describe(error, in: language)), tick: context.tick), keys: keys)
    case .loaded(let loaded):
      page = loaded
    }
    let heading = page.title.map { TerminalText.screenLine($0) } ?? title(language)
    guard !page.items.isEmpty else {
      return ScreenFrame(
        title: heading, body: .message(.empty(PluginScreenStrings.empty(plugin, language)), tick: context.tick),
        keys: keys)
    }
    selectable = page.items.filter { !$0.actions.isEmpty }
    selected = min(selected, max(selectable.count - 1, 0))
    let labelWidth = min(
      page.items.compactMap { item -> Int? in
        if case .field(let label, _) = item.content { DisplayWidth.of(label) } else { nil }
      }.max() ?? 0, max(context.size.width / 3, 1))
    pictures.perCell = context.pixelsPerCell
    let columns = pictures.columns(width: context.size.width, usesColor: context.showsPictures)
    pictures.show(page.items, columns: columns)
    var rows: [View] = []
    var selectedRow: Int?
    var index = 0
    for item in page.items {
      var view = Self.row(for: item, labelWidth: labelWidth)
      if let columns, let image = item.image {
        view = ItemPicture.row(
          pictures.picture(for: item, columns: columns), columns: columns, fallback: image.description ?? "",
          beside: view)
      }
      if !item.actions.isEmpty {
        view = view.tagged("item:\(index)")
        if index == selected {
          selectedRow = rows.count
          view = view.styled(.selection)
        }
        index += 1
      }
      rows.append(view)
    }
    let status: ScreenStatus? =
      model.isPerforming ? .loading(PluginScreenStrings.working(plugin, language)) : model.note.map { .note($0) }
    let visible = context.size.height - (status == nil ? 0 : 1)
    firstRow = ListScroll.first(
      revealing: selectedRow ?? 0, from: firstRow,
      heights: rows.map { max($0.fittingHeight(width: context.size.width), 1) }, visible: visible)
    let body = View.column(
      [View.list(rows, first: firstRow).frame(height: .fill(1))]
        + (status.map { [View.status($0, tick: context.tick)] } ?? []))
    return ScreenFrame(title: heading, body: body, keys: keys)
  }

  private static func row(for item: SectionItem, labelWidth: Int) -> View {
    switch item.content {
    case .heading(let title, let subtitle):
      var spans = [Span(title, .heading)]
      if let subtitle { spans.append(Span("  " + subtitle, .secondary)) }
      return View.line(spans).padding(horizontal: 1)
    case .field(let label, let value):
      return View.line([Span(TerminalText.pad(label, width: labelWidth) + "  ", .secondary), Span(value)])
        .padding(horizontal: 1)
    case .entry(_, let title, let detail):
      var spans = [Span(title, .body)]
      if let detail { spans.append(Span(" — " + detail, .secondary)) }
      return View.line(spans).padding(horizontal: 1)
    case .text(let text):
      return View.paragraph(text).padding(horizontal: 1)
    }
  }

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.down), .key(.character("j")): selected = min(selected + 1, max(selectable.count - 1, 0))
    case .key(.up), .key(.character("k")): selected = max(selected - 1, 0)
    case .key(.character("r")): reload()
    case .key(.enter): activateSelected()
    case .click(let tag, let double):
      guard tag.hasPrefix("item:"), let index = Int(tag.dropFirst(5)), selectable.indices.contains(index) else {
        return false
      }
      let activate = double || index == selected
      selected = index
      if activate { activateSelected() }
    case .wheel(let up, _): selected = up ? max(selected - 1, 0) : min(selected + 1, max(selectable.count - 1, 0))
    default: return false
    }
    return true
  }

  /// The first time the page shows it asks the plugin; shown again after a failure, it asks again.
  func willAppear() {
    guard !started || model.isFailed else { return }
    started = true
    reload()
  }

  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }
  var isAnimating: Bool { model.isLoading || model.isPerforming }
  func settle() async { await tasks.settle() }

  private func reload() {
    guard !inFlight else { return }
    if case .page = model.source { return }
    inFlight = true
    pictures.retry()
    let language = language
    tasks.run { [model, weak self] in
      await model.load(in: language)
      self?.inFlight = false
    }
  }

  private func activateSelected() {
    guard selectable.indices.contains(selected) else { return }
    let item = selectable[selected]
    let language = language
    tasks.run { [model] in await model.activate(item, in: language) }
  }
}
