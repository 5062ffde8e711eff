import Core
import Foundation
import Observation
import SafeText
import Synchronization
import TerminalGraphics

/// The app's loop: reads the terminal's events, decodes keys and mouse reports, hands them to the screen on
/// top of the selected tab (or handles the keys every screen shares), and draws a new frame after every
/// event and whenever an observed view model changes, writing only the cells that changed.
///
/// It touches no terminal itself: the ``TerminalPort`` does, so the loop runs the same against the real
/// terminal and against an in-memory one in tests.
///
/// ```swift
/// let app = TerminalApp(root: root, environment: environment, changes: { changes.stream() })
/// let exit = try await app.run(on: port, opening: "mosaic://photo/abc")
/// ```
@MainActor
public final class TerminalApp {
  /// How the app ended.
  public enum Exit: Hashable, Sendable {
    /// `q` at a tab's root.
    case quit
    /// Ctrl-C.
    case interrupted
    /// `SIGTERM`.
    case terminated
    /// `SIGHUP` or the end of input.
    case hangup
    /// `SIGQUIT`.
    case aborted
  }

  enum Event: Sendable {
    case terminal(TerminalEvent)
    case redraw
    case tick
    case externalChange
    /// A background task's status line, and whether it rings the bell.
    case status(LocalizedText, bell: Bool)
  }

  /// The smallest terminal the app draws in; below it, it says how big it needs to be.
  public static let minimumSize = Size(width: 60, height: 20)
  /// How long quitting waits for writes in flight.
  public static let settleLimit = Duration.seconds(5)
  /// How often the spinner turns.
  public static let tickInterval = Duration.milliseconds(100)

  let root: TabBarCoordinator
  let environment: UIEnvironment
  private let changes: (@Sendable () -> AsyncStream<Void>)?
  private var decoder = KeyDecoder()
  private var clicks = ClickTracker()
  var previous: CellBuffer?
  /// The pictures a graphics protocol draws, kept right around each frame's cell diff.
  var pictures: PictureLayer
  var hits = HitMap()
  var size = Size(width: 0, height: 0)
  var helpShown = false
  /// What is typed while help shows: only the lines that contain it show.
  var helpFilter = ""
  /// The command palette while it is open (`:`).
  var palette: CommandPalette?
  /// Where the palette's lines are kept; the App keeps them between runs.
  public var paletteHistory = PaletteHistory.inMemory()
  /// The places modules offer in the palette besides their routes (feeds).
  public var paletteOffers: [PaletteContribution] = []
  /// How long opening the palette waits for the modules' lists of places (``PaletteGathering``).
  var paletteListLimit = PaletteGathering.limit
  /// The modules' work beside the app (watching feeds): started after the first frame, cancelled when the app
  /// ends.
  public var backgroundTasks: [BackgroundTaskContribution] = []
  /// The process's environment, handed to the background tasks.
  public var taskEnvironment: [String: String] = [:]
  /// The last background task's status line, over the key bar until the next key.
  var status: LocalizedText?
  /// The tab whose screen shows as a sheet over the selected tab's (Settings after `,`), if any.
  var sheetTab: Int?
  var tick = 0
  private var ticker: Task<Void, Never>?
  let redrawRequested = RedrawFlag()
  /// What the accessible presentation wrote last, to write only what changed.
  var transcript = TranscriptWriter()
  /// Called after each frame is written, with the bytes written: for benchmarks and tests.
  public var onFrame: (@MainActor (Int) -> Void)?
  /// Called once a terminal event is handled and the frame after it drawn: for tests that must know.
  public var onHandled: (@MainActor (TerminalEvent) -> Void)?

  /// - Parameter changes: A stream of "the data changed" from outside this process (another shell), when
  ///   the App can watch for it.
  public init(
    root: TabBarCoordinator, environment: UIEnvironment, changes: (@Sendable () -> AsyncStream<Void>)? = nil
  ) {
    self.root = root
    self.environment = environment
    self.changes = changes
    self.pictures = PictureLayer(target: environment.graphics)
  }

  /// Runs until the person quits or the terminal goes away; opens `url` first when given.
  ///
  /// - Throws: ``UIError`` `.noTabs` when no module contributes a tab.
  public func run(on terminal: TerminalPort, opening url: String? = nil) async throws -> Exit {
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let forward = Task {
      for await event in terminal.events { continuation.yield(.terminal(event)) }
      continuation.yield(.terminal(.hangup))
    }
    let watch = changes.map { changes in
      Task {
        for await _ in changes() { continuation.yield(.externalChange) }
      }
    }
    defer {
      forward.cancel()
      watch?.cancel()
      ticker?.cancel()
      continuation.finish()
      let leftovers = pictures.finish()
      if !leftovers.isEmpty { terminal.write(leftovers) }
    }
    size = terminal.size()
    environment.clipboard = { text in terminal.write(Self.osc52(text)) }
    defer { environment.clipboard = nil }
    do {
      try await root.start(opening: url)
    } catch let error as UIError where error.code == .noTabs {
      throw error
    } catch {
      notice = describe(error, in: environment.language)
    }
    await putASheetOverATab()
    draw(on: terminal, continuation: continuation)
    let background = startBackgroundTasks(continuation: continuation)
    defer { for task in background { task.cancel() } }
    for await event in events {
      if let exit = await handle(event, terminal: terminal) {
        // `SIGQUIT` asks to leave now: no wait for writes in flight (each is one transaction, whole or not at all).
        if exit != .aborted { await settle() }
        return exit
      }
      draw(on: terminal, continuation: continuation)
      if case .terminal(let handled) = event { onHandled?(handled) }
    }
    await settle()
    return .hangup
  }

  /// A one-line note over the key bar, like a link that could not be opened or a configuration file with a
  /// mistake; cleared by the next key.
  public var notice: String?

  private func handle(_ event: Event, terminal: TerminalPort) async -> Exit? {
    switch event {
    case .terminal(.input(let bytes)):
      for input in decoder.feed(bytes) {
        if let exit = await dispatch(input, terminal: terminal) { return exit }
      }
    case .terminal(.inputIdle):
      for input in decoder.flush() {
        if let exit = await dispatch(input, terminal: terminal) { return exit }
      }
    case .terminal(.resized(let newSize)): size = newSize
    case .terminal(.resumed): previous = nil
    case .terminal(.suspendRequested): await suspend(terminal)
    case .terminal(.terminate): return .terminated
    case .terminal(.abort): return .aborted
    case .terminal(.hangup): return .hangup
    case .redraw: break
    case .tick: tick += 1
    case .externalChange:
      for tab in root.tabs {
        for screen in tab.stack.screens { screen.externalChange() }
      }
    case .status(let text, let bell):
      status = text
      if bell { terminal.write(Self.bell) }
    }
    return nil
  }

  private func dispatch(_ input: InputEvent, terminal: TerminalPort) async -> Exit? {
    switch input {
    case .key(.control("c")): return .interrupted
    case .key(.control("z")): await suspend(terminal)
    case .key(let key): return await press(key)
    case .mouse(let mouse): await click(mouse)
    }
    return nil
  }

  private func press(_ pressed: Key) async -> Exit? {
    notice = nil
    status = nil
    // The palette and help take text: keys reach them as pressed.
    if palette != nil { return await pressInPalette(pressed) }
    if helpShown { return pressInHelp(pressed) }
    // The key the person pressed acts as the key it is bound to (none: nothing), unless a field takes text.
    let screen = activeScreen
    guard let key = screen?.isTyping == true ? pressed : environment.keys.translate(pressed, scope: screen?.keyScope)
    else { return nil }
    guard !isTooSmall else { return key == .character("q") ? .quit : nil }
    if let screen, screen.handle(.key(key)) { return nil }
    if let sheet = sheetTab {
      return await pressOnSheet(key, shortcut: root.tabs[sheet].contribution.shortcut)
    }
    switch key {
    case .character("?"): helpShown = true
    case .character(":"): await openPalette()
    case .escape, .backspace: root.stack.pop()
    case .character("q") where root.stack.depth <= 1: return .quit
    case .character(let digit) where ("1"..."9").contains(digit):
      if let number = digit.wholeNumberValue, number <= root.tabs.count { await show(tab: number - 1) }
    case .character(let character):
      if let index = root.tabs.firstIndex(where: { $0.contribution.shortcut == character }) {
        await show(tab: index)
      }
    default: break
    }
    return nil
  }

  /// The screen keys and clicks go to: the sheet when one shows, else the selected tab's top screen.
  var activeScreen: (any Screen)? {
    sheetTab.flatMap { root.tabs[$0].stack.top } ?? root.stack.top
  }

  /// Shows tab `index`, picked by its digit, its shortcut or a click: as a sheet over the screen it was picked
  /// on when its screen draws as one (so the settings never stand over an empty screen), else the tab itself.
  /// Picking the sheet that shows closes it.
  func show(tab index: Int) async {
    guard root.tabs.indices.contains(index) else { return }
    if index == sheetTab {
      sheetTab = nil
      return
    }
    sheetTab = nil
    guard index != root.selected, await root.prepare(index), drawsAsSheet(index) else {
      await root.select(index)
      return
    }
    sheetTab = index
  }

  /// Whether tab `index`'s top screen draws as a sheet.
  private func drawsAsSheet(_ index: Int) -> Bool {
    root.tabs[index].stack.top?.render(renderContext).sheet != nil
  }

  /// When the app opened on a tab that draws as a sheet (`mosaic ui mosaic://settings`, or the tab used last),
  /// the first other tab goes behind it, so the sheet never stands over an empty screen.
  func putASheetOverATab() async {
    let sheet = root.selected
    guard drawsAsSheet(sheet), let behind = root.tabs.indices.first(where: { $0 != sheet }) else { return }
    await root.select(behind)
    sheetTab = sheet
  }

  /// Keys a sheet left: Esc, Backspace, `q`, its shortcut or its own digit close it; another digit closes it and
  /// picks that tab; `?` shows its keys. Nothing reaches the screen behind it.
  private func pressOnSheet(_ key: Key, shortcut: Character?) async -> Exit? {
    switch key {
    case .escape, .backspace, .character("q"): sheetTab = nil
    case .character("?"): helpShown = true
    case .character(":"): await openPalette()
    case .character(let character) where character == shortcut: sheetTab = nil
    case .character(let digit) where ("1"..."9").contains(digit):
      if let number = digit.wholeNumberValue, number <= root.tabs.count { await show(tab: number - 1) }
    default: break
    }
    return nil
  }

  private func click(_ mouse: MouseEvent) async {
    guard environment.mouse, !helpShown, !isTooSmall else { return }
    let tag = hits.tag(at: mouse.position)
    switch mouse.kind {
    case .press(button: 0):
      let kind = clicks.press(at: mouse.position, time: environment.clock.now())
      guard let tag else { return }
      if tag.hasPrefix("tab:"), let index = Int(tag.dropFirst(4)) {
        await show(tab: index)
      } else {
        _ = activeScreen?.handle(.click(tag: tag, double: kind == .double))
      }
    case .wheelUp, .wheelDown:
      _ = activeScreen?.handle(.wheel(up: mouse.kind == .wheelUp, tag: tag))
    default: break
    }
  }

  private func suspend(_ terminal: TerminalPort) async {
    await terminal.suspend()
    previous = nil
    size = terminal.size()
  }

  /// Waits, at most ``settleLimit``, for every screen's work in flight (a favorite being written).
  func settle() async {
    let clock = environment.clock
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.settleScreens() }
      group.addTask { try? await clock.sleep(Self.settleLimit) }
      await group.next()
      group.cancelAll()
    }
  }

  private func settleScreens() async {
    for screen in root.tabs.flatMap(\.stack.screens) { await screen.settle() }
    // A favorite or a save on its way from a screen already closed.
    await ToggleWrites.settle()
  }

  /// The OSC 52 sequence that puts `text` (its control characters stripped) on the terminal's clipboard.
  static func osc52(_ text: String) -> [UInt8] {
    let clean = TerminalText.screenLine(text)
    return Array("\u{1B}]52;c;\(Data(clean.utf8).base64EncodedString())\u{07}".utf8)
  }

  var isTooSmall: Bool {
    environment.presentation == .cells && size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }

  private func draw(on terminal: TerminalPort, continuation: AsyncStream<Event>.Continuation) {
    guard environment.presentation == .cells else { return writeTranscript(on: terminal, continuation: continuation) }
    redrawRequested.clear()
    let flag = redrawRequested
    var frame = withObservationTracking {
      compose()
    } onChange: {
      if flag.request() { continuation.yield(.redraw) }
    }
    let bytes = pictures.render(&frame, over: previous)
    if !bytes.isEmpty { terminal.write(bytes) }
    previous = frame.buffer
    hits = frame.hits
    onFrame?(bytes.count)
    let animating = !isTooSmall && (root.stack.top?.isAnimating ?? false)
    if animating, ticker == nil {
      let clock = environment.clock
      ticker = Task {
        while !Task.isCancelled {
          do { try await clock.sleep(Self.tickInterval) } catch { return }
          continuation.yield(.tick)
        }
      }
    } else if !animating {
      ticker?.cancel()
      ticker = nil
    }
  }
}

/// Set when an observed value changed since the last frame, so a burst of changes asks for one redraw.
final class RedrawFlag: Sendable {
  private let requested = Mutex(false)

  /// Sets the flag; `true` when it was not set yet.
  func request() -> Bool {
    requested.withLock { requested in
      defer { requested = true }
      return !requested
    }
  }

  func clear() {
    requested.withLock { $0 = false }
  }
}
