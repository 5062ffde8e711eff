import Core
import Foundation
import MosaicConfig
import Testing

/// Issue 25: `accessible:` in the configuration file turns `mosaic ui`'s accessible mode on, as `--accessible`.
@Suite struct ConfigAccessibleTests {
  @Test func accessibleTrue_turnsTheModeOn_andFalseOrNothingLeavesItOff() {
    #expect(ConfigReader.read("accessible: true\n", tabs: []).config.accessible)
    #expect(ConfigReader.read("accessible: true\n", tabs: []).problems == [])
    #expect(!ConfigReader.read("accessible: false\n", tabs: []).config.accessible)
    #expect(!ConfigReader.read("graphics: text\n", tabs: []).config.accessible)
  }

  @Test func anotherWord_isAMistakeNamingItsLine_andLeavesTheModeOff() throws {
    let read = ConfigReader.read("graphics: text\naccessible: yes\n", tabs: [])
    #expect(!read.config.accessible)
    let problem = try #require(read.problems.first)
    #expect(read.problems.count == 1)
    #expect(problem.code == .badValue && problem.key == "accessible" && problem.line == 2 && problem.value == "yes")
  }

  @Test func theText_writesItBack_andTheSchemaDescribesIt() throws {
    let config = MosaicConfig(accessible: true)
    #expect(config.text.contains("accessible: true"))
    #expect(ConfigReader.read(config.text, tabs: []).config == config)
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(ConfigSchema.json(tabs: []).utf8)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let accessible = try #require(properties["accessible"] as? [String: Any])
    #expect(accessible["type"] as? String == "boolean")
  }
}
