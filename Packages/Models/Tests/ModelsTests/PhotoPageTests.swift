import Models
import Testing

@Suite struct PhotoPageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let perPage: Int
    let count: Int
    let hasMore: Bool
    let isLast: Bool
    var testDescription: String { id }
  }

  @Test(arguments: [
    Case(id: "full page, more to come", perPage: 3, count: 3, hasMore: true, isLast: false),
    Case(id: "full page, service says no more", perPage: 3, count: 3, hasMore: false, isLast: true),
    Case(id: "short page", perPage: 3, count: 2, hasMore: true, isLast: true),
    Case(id: "empty page", perPage: 3, count: 0, hasMore: true, isLast: true),
    Case(id: "empty page, no more", perPage: 3, count: 0, hasMore: false, isLast: true),
    Case(id: "longer than asked", perPage: 2, count: 3, hasMore: true, isLast: false),
  ])
  func isLast_followsThePagingRules(_ testCase: Case) {
    let photos = (0..<testCase.count).map { _ in PhotoTests.photo(description: nil, altDescription: nil) }
    let page = PhotoPage(page: 1, perPage: testCase.perPage, total: nil, hasMore: testCase.hasMore, photos: photos)

    #expect(page.isLast == testCase.isLast)
  }
}
