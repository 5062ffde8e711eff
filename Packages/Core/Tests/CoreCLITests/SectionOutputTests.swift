import Core
import CoreCLI
import CoreTestSupport
import Foundation
import TestExpectations
import Testing

struct SectionOutputTests {
  private static func json(_ value: some Encodable) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
  }

  @Test func loadedSection_encodesEveryKindOfItem() throws {
    let image = try requireValue(URL(string: "https://images.example/abc.jpg"))
    let section = SectionSnapshot(
      id: "detail.header", moduleID: "detail", title: "Photo",
      state: .loaded([
        SectionItem(
          id: "detail.header/title", content: .heading(title: "Ana", subtitle: nil), mark: .favorite,
          image: ImageReference(url: image, width: 6366, height: 4244),
          actions: [.open("mosaic://photo/abc", title: "Open"), ItemAction(id: "favorite", title: "Favorite")]),
        SectionItem(id: "detail.header/size", content: .field(label: "Size", value: "6366 × 4244 px")),
        SectionItem(id: "detail.header/abc", content: .entry(code: "abc", title: "Ana", detail: nil), mark: .saved),
        SectionItem(id: "detail.header/about", content: .text("Sea at dawn")),
      ]))

    let document = try Self.json(SectionOutput(section, language: .english))

    expectEqual(
      document,
      [
        "id": "detail.header", "title": "Photo", "module": "detail", "state": "loaded", "error": nil,
        "errorCode": nil,
        "items": [
          [
            "id": "detail.header/title", "kind": "heading", "title": "Ana", "subtitle": nil, "mark": "favorite",
            "image": ["url": "https://images.example/abc.jpg", "width": 6366, "height": 4244],
            "actions": [
              ["id": "open", "title": "Open", "url": "mosaic://photo/abc"], ["id": "favorite", "title": "Favorite"],
            ],
          ],
          ["id": "detail.header/size", "kind": "field", "label": "Size", "value": "6366 × 4244 px", "actions": []],
          [
            "id": "detail.header/abc", "kind": "entry", "code": "abc", "title": "Ana", "detail": nil, "mark": "saved",
            "actions": [],
          ],
          ["id": "detail.header/about", "kind": "text", "text": "Sea at dawn", "actions": []],
        ],
      ])
  }

  @Test(arguments: [Language.english, .german])
  func failedSection_carriesTheSentenceInTheLanguageAndTheCode(language: Language) throws {
    let failure = CoreError(.unsupportedAction, "unused", value: "x/abc", detail: "share")
    let section = SectionSnapshot(id: "x", moduleID: "m", title: nil, state: .failed(failure))

    let document = try Self.json(SectionOutput(section, language: language))

    expectEqual(document["state"], "failed")
    expectEqual(document["items"], [])
    expectEqual(document["title"], JSONValue.null)
    expectEqual(document["errorCode"], "unsupportedAction")
    expectEqual(document["error"], .string(failure.message(in: language)))
  }

  @Test func failureThatIsNoMosaicError_hasCodeUnknown() throws {
    let section = SectionSnapshot(id: "x", moduleID: "m", title: nil, state: .failed(TestFailure(description: "boom")))

    let document = try Self.json(SectionOutput(section, language: .english))

    expectEqual(document["error"], "boom")
    expectEqual(document["errorCode"], "unknown")
  }

  @Test func loadingSection_hasNoItemsAndNoError() throws {
    let section = SectionSnapshot(id: "x", moduleID: "m", title: "Later", state: .loading)

    let document = try Self.json(SectionOutput(section, language: .english))

    expectEqual(
      document,
      [
        "id": "x", "title": "Later", "module": "m", "state": "loading", "items": [], "error": nil, "errorCode": nil,
      ])
  }
}
