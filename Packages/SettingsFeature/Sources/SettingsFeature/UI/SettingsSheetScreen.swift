import Core
import CoreCLI
import CoreUI
import DataLayer

/// The settings sheet, as in the seed: a panel over the dimmed screen it was called from (`,`) with theme (dark/light), language
/// (English/German), notifications (on/off) and the headlines' country (auto or one of NewsAPI's, `←`/`→` through
/// the list). `Enter`, `Space`, `←` or `→` changes the selected one;
/// the change is stored and applied to every screen at once, with no restart. With notifications on, a fifth row
/// offers the timer that keeps them coming while no `mosaic` runs (`Enter` installs it, and removes it once it is
/// installed) and says whether it is installed; a failure is one sentence under the rows.
@MainActor
final class SettingsSheetScreen: Screen {
  let model: SettingsViewModel
  private let environment: UIEnvironment
  private let tasks = TaskBag()
  private(set) var selected = 0
  private var failure: (any MosaicError)?
  private var writing = false

  init(model: SettingsViewModel, environment: UIEnvironment) {
    self.model = model
    self.environment = environment
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let settings = model.settings
    let entries: [(String, String)] =
      [
        (language.pick(en: "Theme", de: "Design"), settings.theme.displayName(in: language)),
        (language.pick(en: "Language", de: "Sprache"), settings.language.displayName),
        (
          language.pick(en: "Notifications", de: "Mitteilungen"),
          settings.notifications ? language.pick(en: "on", de: "an") : language.pick(en: "off", de: "aus")
        ),
        (SettingsStrings.label(.country, language), SettingsStrings.country(settings.country, language)),
      ]
      + (model.offersTimer
        ? [(SettingsScreenStrings.timer(language), SettingsScreenStrings.timerState(model.timerState, language))] : [])
    let labelWidth = entries.map { DisplayWidth.of($0.0) }.max() ?? 0
    var rows: [View] = entries.enumerated().map { index, entry in
      let row = View.line([
        Span(TerminalText.pad(entry.0, width: labelWidth) + "   ", .secondary), Span("‹ " + entry.1 + " ›", .body),
      ])
      .padding(horizontal: 1).tagged("setting:\(index)")
      return index == selected ? row.styled(.selection) : row
    }
    if let reason = model.refusal {
      rows.append(View.paragraph(reason.message(in: language), role: .warning).padding(horizontal: 1))
    }
    if model.offersTimer, !model.timerRuns, let reason = model.timerNote, let name = model.timerName {
      rows.append(
        View.paragraph(SettingsScreenStrings.timerNotStarted(name, reason, language), role: .warning)
          .padding(horizontal: 1))
    }
    if let failure {
      rows.append(View.paragraph(describe(failure, in: language), role: .error).padding(horizontal: 1))
    }
    rows.append(View.paragraph(SettingsScreenStrings.appliesAtOnce(language), role: .secondary).padding(horizontal: 1))
    let title = SettingsScreenStrings.tab(language)
    let sheet = View.column(rows, spacing: 0).boxed(title: title)
    let width = min(max(context.size.width / 2, 40), context.size.width)
    let height = min(sheet.fittingHeight(width: width), context.size.height)
    let keys = [
      KeyHint("↑↓", SettingsScreenStrings.moveKey(language)),
      KeyHint("Enter ←→", SettingsScreenStrings.changeKey(language)),
    ]
    // The app draws the sheet over the screen `,` was pressed on, or over an empty one on its own tab.
    return ScreenFrame(title: title, body: sheet, keys: keys, sheet: Size(width: width, height: height))
  }

  func handle(_ input: ScreenInput) -> Bool {
    // The timer's row goes when notifications are turned off (here or elsewhere).
    selected = min(selected, rowCount - 1)
    switch input {
    case .key(.down), .key(.character("j")): selected = min(selected + 1, rowCount - 1)
    case .key(.up), .key(.character("k")): selected = max(selected - 1, 0)
    case .key(.left), .key(.character("h")): change(selected, backwards: true)
    case .key(.enter), .key(.character(" ")), .key(.right), .key(.character("l")):
      change(selected)
    case .click(let tag, _):
      guard tag.hasPrefix("setting:"), let index = Int(tag.dropFirst(8)), index < rowCount else { return false }
      selected = index
      change(index)
    default: return false
    }
    return true
  }

  /// Theme, language, notifications, country; the timer when notifications are on and a module offers one.
  private var rowCount: Int { model.offersTimer ? 5 : 4 }

  /// Flips setting `index` to its other value (the country to the next or previous of its values), stores it,
  /// and applies it; on the timer's row, installs the timer or removes it.
  private func change(_ index: Int, backwards: Bool = false) {
    guard !writing else { return }
    if index == 4 { return toggleTimer() }
    let settings = model.settings
    let change: SettingChange =
      switch index {
      case 0: .theme(settings.theme == .dark ? .light : .dark)
      case 1: .language(settings.language == .english ? .german : .english)
      case 2: .notifications(!settings.notifications)
      default: Self.nextCountry(after: settings, backwards: backwards)
      }
    writing = true
    tasks.run { [weak self] in
      guard let self else { return }
      do {
        try await model.set(change)
        failure = nil
      } catch let error as any MosaicError {
        failure = error
      } catch {
        failure = UnexpectedFailure(error)
      }
      apply(model.settings)
      // Notifications just turned on: the timer's row shows whether it is installed.
      if model.offersTimer { await model.loadTimer() }
      writing = false
    }
  }

  /// Installs the timer, or removes it when it is installed; what stops either is one sentence under the rows.
  private func toggleTimer() {
    writing = true
    tasks.run { [weak self] in
      guard let self else { return }
      do {
        try await model.toggleTimer()
        failure = nil
      } catch let error as any MosaicError {
        failure = error
      } catch {
        failure = UnexpectedFailure(error)
      }
      writing = false
    }
  }

  /// The country after (or before) the current one in `auto` and NewsAPI's list, round.
  static func nextCountry(after settings: Settings, backwards: Bool) -> SettingChange {
    let values = SettingKey.country.allowedValues
    let index = values.firstIndex(of: settings.value(of: .country)) ?? 0
    let next = (index + (backwards ? values.count - 1 : 1)) % values.count
    return SettingKey.country.change(values[next]) ?? .country(nil)
  }

  private func apply(_ settings: Settings) {
    if environment.language != settings.language { environment.language = settings.language }
    if environment.theme.name != nil, environment.theme.name != settings.theme {
      environment.apply(theme: settings.theme)
    }
  }

  func willAppear() { reload() }
  func externalChange() { reload() }
  func removed() { tasks.cancelAll() }
  /// The keys a configuration file remaps under `settings:`.
  var keyScope: String? { "settings" }
  func settle() async { await tasks.settle() }

  private func reload() {
    tasks.run { [weak self] in
      guard let self else { return }
      try? await model.load()
      apply(model.settings)
      if model.offersTimer { await model.loadTimer() }
    }
  }
}
