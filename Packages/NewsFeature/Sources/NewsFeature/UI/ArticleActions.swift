import Core
import CoreCLI
import CoreUI
import DataLayer
import Foundation
import Models
import Observation

/// What the news screens do to an article: save or unsave it (the same key on the same article does
/// nothing more while it is being written; a failed write puts the mark back and shows why), open it in
/// the browser, and copy its link to the terminal's clipboard (OSC 52). The last outcome is a notice for
/// the status line.
@MainActor @Observable
final class ArticleActions {
  /// What the status line says after an action.
  enum Notice: Equatable {
    case saved(String)
    case unsaved(String)
    case opened(String)
    case copied(String)
    case failed(String)

    func status(_ language: Language) -> ScreenStatus {
      switch self {
      case .saved(let title): .note(NewsScreenStrings.saved(title, language))
      case .unsaved(let title): .note(NewsScreenStrings.unsaved(title, language))
      case .opened(let url): .note(NewsScreenStrings.opened(url, language))
      case .copied(let url): .note(NewsScreenStrings.copied(url, language))
      case .failed(let message): .error(message)
      }
    }
  }

  var notice: Notice?
  /// The articles opened in the reader (``loadReadMarks()``, and each `read(_:)`), drawn as read.
  var readIDs: Set<String> = []
  /// Articles whose saved mark is being written.
  var savedWrites = OptimisticToggle<String>()
  @ObservationIgnored private let saved: SavedArticlesClient
  /// Keeps a newly saved article's text, for reading offline; `nil` keeps none.
  @ObservationIgnored private let reader: ArticleReader?
  @ObservationIgnored private let desktop: DesktopClient
  @ObservationIgnored private let environment: UIEnvironment
  @ObservationIgnored private let tasks = TaskBag()

  init(saved: SavedArticlesClient, reader: ArticleReader?, desktop: DesktopClient, environment: UIEnvironment) {
    self.saved = saved
    self.reader = reader
    self.desktop = desktop
    self.environment = environment
  }

  /// Saves `article`, or unsaves it when `isSaved` (``OptimisticToggle``): `mark` shows the new mark at once and
  /// puts the old one back when the write fails.
  func toggleSaved(_ article: Article, isSaved: Bool, mark: @escaping @MainActor (String, Bool) -> Void) {
    let id = article.shortID
    guard !savedWrites.isPending(id) else { return }
    let saved = self.saved
    let reader = self.reader
    let language = environment.language
    tasks.run { [weak self] in
      guard let self else { return }
      let outcome = await OptimisticToggle.flip(id, from: isSaved, in: self, at: \.savedWrites, show: { mark(id, $0) })
      {
        if isSaved {
          _ = try await saved.unsave(id)
        } else {
          _ = try await saved.save(article)
        }
        return !isSaved
      }
      switch outcome {
      case .settled:
        notice = isSaved ? .unsaved(article.title) : .saved(article.title)
        // The mark settles first; the page's text follows (a live page may take seconds), kept for offline.
        if !isSaved, let reader { _ = await reader.keepText(of: article) }
      case .failed(let error): notice = .failed(describe(error, in: language))
      case .skipped: break
      }
    }
  }

  /// Where "read this article" goes: the coordinator, which pushes the reader.
  @ObservationIgnored var onRead: (@MainActor (Article) -> Void)?

  /// Asks the coordinator for the reader on `article` (Enter).
  func read(_ article: Article) {
    notice = nil
    readIDs.insert(article.shortID)
    onRead?(article)
  }

  /// Loads which articles were read, for the lists' marks.
  func loadReadMarks() {
    guard let reader else { return }
    tasks.run { [weak self] in
      let ids = await reader.readIDs()
      self?.readIDs.formUnion(ids)
    }
  }

  /// Opens `article` in the browser, or says why it cannot.
  func open(_ article: Article) {
    let desktop = self.desktop
    let url = article.url.absoluteString
    let language = environment.language
    tasks.run { [weak self] in
      switch await desktop.open(url) {
      case .opened: self?.notice = .opened(url)
      case .unavailable(let reason): self?.notice = .failed(reason.message(in: language))
      }
    }
  }

  /// Copies the article's link with OSC 52 and says so.
  func share(_ article: Article) {
    let url = article.url.absoluteString
    environment.copy(url)
    notice = .copied(url)
  }

  /// The ids of the saved articles, or `nil` when they cannot be read.
  func savedIDs() async -> Set<String>? {
    try? await saved.savedIDs()
  }

  func settle() async { await tasks.settle() }
}
