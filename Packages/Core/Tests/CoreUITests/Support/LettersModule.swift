import Core
import CoreUI
import Observation

/// Where a letter's page leads: `mosaic://letter/B`.
struct LetterDestination: Destination {
  let letter: String
}

/// The letters tab's root: `mosaic://letters`.
struct LettersDestination: Destination {
  var selected: String?
}

/// A module with a tab that lists letters and opens each one's page through the navigator; the page
/// comes from ``LetterModule``, a second module, as a photo's detail comes from another feature.
struct LettersModule: FeatureModule {
  let id = "letters"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Letters"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }
  var order = 10

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("letters", summary: "The letters") { match in LettersDestination(selected: match["selected"]) }
    registrar.tab(
      "letters", title: LocalizedText(en: "Letters", de: "Buchstaben"), order: order,
      hosts: [LettersDestination.self], with: { _ in "ABCDEFGH".map(String.init) }
    ) { letters, context in
      LettersCoordinator(letters: letters, context: context)
    }
  }
}

/// The page of one letter.
struct LetterModule: FeatureModule {
  let id = "letter"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Letter"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("letter/:letter", summary: "One letter") { match in
      LetterDestination(letter: try match.required("letter"))
    }
    registrar.screen(LetterDestination.self, with: { _ in () }) { _, destination, context in
      LetterCoordinator(letter: destination.letter, context: context)
    }
  }
}

/// A second tab, numbered.
struct NumbersModule: FeatureModule {
  let id = "numbers"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Numbers"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.tab("numbers", title: LocalizedText(en: "Numbers", de: "Zahlen"), order: 20, with: { _ in () }) {
      _, context in
      LettersCoordinator(letters: ["1", "2", "3"], context: context)
    }
  }
}

/// The letters list's view model: a selection, and the intent to open the selected letter.
@MainActor @Observable
final class LettersModel {
  enum Intent: Equatable {
    case open(String)
  }

  let letters: [String]
  var selected = 0
  /// Work in flight, so tests can hold a write open.
  var pending = 0
  @ObservationIgnored var onIntent: ((Intent) -> Void)?

  init(letters: [String]) {
    self.letters = letters
  }

  func move(by offset: Int) {
    selected = min(max(selected + offset, 0), letters.count - 1)
  }

  func open() {
    onIntent?(.open(letters[selected]))
  }
}

/// Runs a letters tab: the list at its root, each letter's page opened through the navigator.
@MainActor
final class LettersCoordinator: Coordinator {
  let letters: [String]
  let context: ScreenContext
  private(set) weak var model: LettersModel?
  var openFailure: (any Error)?

  init(letters: [String], context: ScreenContext) {
    self.letters = letters
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = LettersModel(letters: letters)
    model.onIntent = { [weak self] intent in
      guard case .open(let letter) = intent else { return }
      Task { await self?.open(letter) }
    }
    self.model = model
    navigation?.push(LettersScreen(model: model))
  }

  override func show(_ destination: any Destination) async -> Bool {
    guard let destination = destination as? LettersDestination else { return false }
    if let letter = destination.selected, let index = letters.firstIndex(of: letter) { model?.selected = index }
    return true
  }

  func open(_ letter: String) async {
    do {
      try await context.navigator.open("mosaic://letter/\(letter)", from: self)
    } catch {
      openFailure = error
    }
  }
}

/// The list of letters.
@MainActor
final class LettersScreen: Screen {
  let model: LettersModel
  let tasks = TaskBag()
  var appearances = 0
  var changes = 0

  init(model: LettersModel) {
    self.model = model
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let rows = model.letters.enumerated().map { index, letter in
      let row = View.text("Letter \(letter)").tagged("letter:\(index)")
      return index == model.selected ? row.styled(.selection) : row
    }
    let title = context.language.pick(en: "Letters", de: "Buchstaben")
    return ScreenFrame(
      title: title, body: .column([.list(rows), .status(.note("\(changes) changes"), tick: 0)]),
      keys: [KeyHint("Enter", "open"), KeyHint("w", "write")],
      help: [KeyHint("Enter", "open a letter"), KeyHint("w", "write slowly")])
  }

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.down), .key(.character("j")): model.move(by: 1)
    case .key(.up), .key(.character("k")): model.move(by: -1)
    case .key(.enter): model.open()
    case .click(let tag, let double):
      guard let index = Int(tag.split(separator: ":").last ?? "") else { return false }
      if double || model.selected == index { model.open() } else { model.selected = index }
    case .wheel(let up, _): model.move(by: up ? -1 : 1)
    default: return false
    }
    return true
  }

  var keyScope: String? { "letters" }
  func willAppear() { appearances += 1 }
  func externalChange() { changes += 1 }
  func settle() async { await tasks.settle() }
}

/// Shows one letter's page.
@MainActor
final class LetterCoordinator: Coordinator {
  let letter: String

  init(letter: String, context: ScreenContext) {
    self.letter = letter
    super.init(navigation: context.navigation)
  }

  override func start() async {
    push(LetterScreen(letter: letter))
  }
}

/// One letter, large.
@MainActor
final class LetterScreen: Screen {
  let letter: String
  init(letter: String) { self.letter = letter }

  func render(_ context: RenderContext) -> ScreenFrame {
    ScreenFrame(title: "Letter \(letter)", body: .message(.note("This is \(letter)."), tick: context.tick))
  }

  func handle(_ input: ScreenInput) -> Bool { false }
}
