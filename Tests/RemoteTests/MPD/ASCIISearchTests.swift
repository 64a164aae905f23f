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

    @Test func anASCIIPatternIsFoundInUnicodeTextByItsBytes() {
        #expect(ASCIISearch.contains("Beyoncé Northern", "northern", foldingCase: true) == true)
        #expect(ASCIISearch.contains("風の谷 NORTHERN 바람", "northern", foldingCase: true) == true)
        #expect(ASCIISearch.contains("風の谷 NORTHERN 바람", "northern", foldingCase: false) == false)
        #expect(ASCIISearch.contains("Déjà Vu", "deja", foldingCase: true) == false, "é is not e")
        #expect(ASCIISearch.contains("Ñorth", "north", foldingCase: true) == false)
    }

    @Test func leavesTheCallerWhatLowercasingWouldMakeASCII() {
        #expect(ASCIISearch.contains("Beyonce", "beyoncé", foldingCase: true) == nil, "a pattern not ASCII")
        #expect(ASCIISearch.contains("\u{212A}elvin", "kelvin", foldingCase: true) == nil, "KELVIN SIGN lowercases to k")
        #expect(ASCIISearch.contains("\u{0130}stanbul", "istanbul", foldingCase: true) == nil, "İ lowercases to i and a dot")
        #expect(ASCIISearch.contains("\u{212A}elvin", "elvin", foldingCase: true) == true, "found without them")
        #expect(ASCIISearch.contains("\u{212A}elvin", "kelvin", foldingCase: false) == false, "not folding: bytes alone")
    }

    @Test func theFilterAnswersAlikeForASCIIAndUnicodeText() {
        let filter = MPDStringFilter(value: "NORTH", foldCase: true, substring: true, negated: false)
        #expect(filter.matches("the northern lights"))
        #expect(filter.matches("Ñorth and NORTH"))
        #expect(!filter.matches("south"))
        // As lowercasing the text would have it, the two letters it makes ASCII included.
        for text in ["Déjà Vu north", "\u{212A}ing north", "NO\u{0130}RTH", "\u{212A}"] {
            #expect(filter.matches(text) == text.lowercased().contains("north"), "\(text)")
        }
        let kelvin = MPDStringFilter(value: "kelvin", foldCase: true, substring: true, negated: false)
        #expect(kelvin.matches("\u{212A}ELVIN scale"))
    }
}
