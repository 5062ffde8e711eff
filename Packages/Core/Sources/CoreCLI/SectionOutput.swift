import Core
import Foundation

/// A composed section as `--json` prints it:
/// `{"id","title","module","state","items":[{"id","kind",…}],"error","errorCode"}`.
public struct SectionOutput: Encodable, Sendable {
  public let id: String
  public let title: String?
  public let module: String
  /// `loading`, `loaded` or `failed`.
  public let state: String
  public let items: [ItemOutput]
  /// The failure's sentence, in the run's language.
  public let error: String?
  /// The failure's stable code.
  public let errorCode: String?

  public init(_ section: SectionSnapshot, language: Language) {
    self.id = section.id
    self.title = section.title
    self.module = section.moduleID
    self.items = section.items.map(ItemOutput.init)
    switch section.state {
    case .loading: state = "loading"
    case .loaded: state = "loaded"
    case .failed: state = "failed"
    }
    self.error = section.failure.map { describe($0, in: language) }
    self.errorCode = section.failure.map { ($0 as? any MosaicError)?.codeName ?? "unknown" }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(module, forKey: .module)
    try container.encode(state, forKey: .state)
    try container.encode(items, forKey: .items)
    try container.encode(error, forKey: .error)
    try container.encode(errorCode, forKey: .errorCode)
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, module, state, items, error, errorCode
  }
}

/// One item of a section as JSON: its id, its kind and that kind's fields, its mark, image and actions.
public struct ItemOutput: Encodable, Sendable {
  public let item: SectionItem

  public init(_ item: SectionItem) {
    self.item = item
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, title, subtitle, label, value, code, detail, text, mark, image, actions
  }

  private struct ActionOutput: Encodable {
    let id: String
    let title: String
    let url: String?
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(item.id, forKey: .id)
    switch item.content {
    case .heading(let title, let subtitle):
      try container.encode("heading", forKey: .kind)
      try container.encode(title, forKey: .title)
      try container.encode(subtitle, forKey: .subtitle)
    case .field(let label, let value):
      try container.encode("field", forKey: .kind)
      try container.encode(label, forKey: .label)
      try container.encode(value, forKey: .value)
    case .entry(let code, let title, let detail):
      try container.encode("entry", forKey: .kind)
      try container.encode(code, forKey: .code)
      try container.encode(title, forKey: .title)
      try container.encode(detail, forKey: .detail)
    case .text(let text):
      try container.encode("text", forKey: .kind)
      try container.encode(text, forKey: .text)
    }
    try container.encodeIfPresent(item.mark, forKey: .mark)
    try container.encodeIfPresent(item.image, forKey: .image)
    let actions = item.actions.map { action in
      let url: String? = if case .open(let url) = action.kind { url } else { nil }
      return ActionOutput(id: action.id, title: action.title, url: url)
    }
    try container.encode(actions, forKey: .actions)
  }
}
