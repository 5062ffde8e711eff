import Core
import CoreUI

/// A tab that draws as a sheet and opens with `,` from anywhere, like the product's settings.
struct SheetModule: FeatureModule {
  let id = "sheet"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Sheet"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.tab(
      "sheet", title: LocalizedText(en: "Options", de: "Optionen"), order: 90, shortcut: ",", with: { _ in () }
    ) {
      _, context in SheetCoordinator(context: context)
    }
  }
}

@MainActor
final class SheetCoordinator: Coordinator {
  init(context: ScreenContext) { super.init(navigation: context.navigation) }

  override func start() async { push(SheetScreen()) }
}

/// Two options; `Enter` flips the selected one.
@MainActor
final class SheetScreen: Screen {
  var options = [false, false]
  var selected = 0

  func render(_ context: RenderContext) -> ScreenFrame {
    let rows = options.enumerated().map { index, on in
      let row = View.text("Option \(index + 1): \(on ? "on" : "off")").tagged("option:\(index)")
      return index == selected ? row.styled(.selection) : row
    }
    return ScreenFrame(
      title: "Options", body: View.column(rows).boxed(title: "Options"), keys: [KeyHint("Enter", "flip")],
      sheet: Size(width: 30, height: 4))
  }

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.down): selected = 1
    case .key(.up): selected = 0
    case .key(.enter): options[selected].toggle()
    case .click(let tag, _):
      guard tag.hasPrefix("option:"), let index = Int(tag.dropFirst(7)) else { return false }
      selected = index
      options[index].toggle()
    default: return false
    }
    return true
  }
}
