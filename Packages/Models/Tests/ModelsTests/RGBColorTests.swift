import Models
import Testing

@Suite struct RGBColorTests {
  @Test(arguments: [
    ("#60544D", RGBColor(red: 0x60, green: 0x54, blue: 0x4D)),
    ("#60544d", RGBColor(red: 0x60, green: 0x54, blue: 0x4D)),
    ("#000000", RGBColor(red: 0, green: 0, blue: 0)),
    ("#FFFFFF", RGBColor(red: 255, green: 255, blue: 255)),
  ])
  func initHex_valid_parses(hex: String, expected: RGBColor) {
    #expect(RGBColor(hex: hex) == expected)
  }

  @Test(arguments: ["", "#", "60544D", "#60544", "#60544D0", "#6O544D", "#FFF", "#60544DFF", " #60544D", "#６0544D"])
  func initHex_malformed_isNil(hex: String) {
    #expect(RGBColor(hex: hex) == nil)
  }

  @Test func hex_isUppercaseAndRoundTrips() {
    let color = RGBColor(red: 0x0A, green: 0xBC, blue: 0xF0)

    #expect(color.hex == "#0ABCF0")
    #expect(RGBColor(hex: color.hex) == color)
    #expect(color.description == "#0ABCF0")
  }

  @Test func maximumChannelDistance_isTheLargestChannelGap() {
    let color = RGBColor(red: 10, green: 200, blue: 30)

    #expect(color.maximumChannelDistance(to: RGBColor(red: 12, green: 180, blue: 35)) == 20)
    #expect(color.maximumChannelDistance(to: color) == 0)
  }
}
