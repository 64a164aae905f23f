import Testing
import NowPlaying
@testable import Remote

@Suite struct ASCIISearchTests {
    @Test func findsAPatternWithCaseFoldedOrNot() {
        #expect(ASCIISearch.contains("The Northern Lights", "northern", foldingCase: true) == true)
        #expect(ASCIISearch.contains("The Northern Lights", "northern", foldingCase: false) == false)
        #expect(ASCIISearch.contains("The Northern Lights", "Northern", foldingCase: false) == true)
        #expect(ASCIISearch.contains("northe", "northern", foldingCase: true) == false, "shorter than the pattern")
        #expect(ASCIISearch.contains("nnorthern", "northern", foldingCase: true) == true, "after a false start")
        #expect(ASCIISearch.contains("lights", "ts", foldingCase: true) == true, "at the very end")
        #expect(ASCIISearch.contains("anything", "", foldingCase: true) == true)
        #expect(ASCIISearch.contains("[x]", "[", foldingCase: true) == true, "punctuation is not folded")
    }

    @Test func leavesUnicodeTextToTheCaller() {
        #expect(ASCIISearch.contains("Beyoncé", "beyonc", foldingCase: true) == nil)
        #expect(ASCIISearch.contains("Beyonce", "beyoncé", foldingCase: true) == nil)
    }

    @Test func theFilterAnswersAlikeForASCIIAndUnicodeText() {
        let filter = MPDStringFilter(value: "NORTH", foldCase: true, substring: true, negated: false)
        #expect(filter.matches("the northern lights"))
        #expect(filter.matches("Ñorth and NORTH"))
        #expect(!filter.matches("south"))
    }
}
