import Testing
import Settings

@Test func colourNamesAreReadIgnoringCase() {
    #expect(ThemeColor(name: "default") == .default)
    #expect(ThemeColor(name: "Cyan") == .ansi(.cyan, bright: false))
    #expect(ThemeColor(name: "bright-Black") == .ansi(.black, bright: true))
    #expect(ThemeColor(name: "purple") == nil)
    #expect(ThemeColor(name: "bright-") == nil)
}

@Test func hexColoursNeedExactlySixHexDigits() {
    #expect(ThemeColor(name: "#FF8000") == .rgb(red: 255, green: 128, blue: 0))
    #expect(ThemeColor(name: "#ff800") == nil)
    #expect(ThemeColor(name: "#+12345") == nil)
    #expect(ThemeColor(name: "#gg0000") == nil)
}

@Test func coloursDescribeThemselvesAsTheConfigWritesThem() {
    #expect(ThemeColor.rgb(red: 1, green: 171, blue: 255).description == "#01abff")
    #expect(ThemeColor.ansi(.white, bright: true).description == "bright-white")
    #expect(ThemeColor.indexed(42).description == "42")
}
