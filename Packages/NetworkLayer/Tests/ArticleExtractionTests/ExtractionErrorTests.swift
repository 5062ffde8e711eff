import ArticleExtraction
import Core
import Foundation
import Testing

@Suite struct ExtractionErrorTests {
  @Test(arguments: ExtractionError.Code.allCases)
  func everyCode_hasOneSentenceInEachLanguage(_ code: ExtractionError.Code) {
    let error = ExtractionError(code, url: Fixtures.pageURL, value: "text/css\u{1B}[2J", limit: 5)
    let english = error.message(in: .english)
    let german = error.message(in: .german)
    #expect(english != german)
    for message in [english, german] {
      #expect(message.hasSuffix("."))
      #expect(!message.contains("\u{1B}"))
      #expect(message.contains("news.example.com"))
    }
    #expect(error.codeName == code.rawValue)
  }
}
