import CNcursesW
import Glibc
import Testing
@testable import ControlCenter

/// Widths as a terminal draws them, and cutting text to a width.
@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnEach() {
        #expect(DisplayWidth.of("Magnificent") == 11)
    }

    @Test func koreanJapaneseAndChineseTakeTwoColumnsEach() {
        #expect(DisplayWidth.of("굉장한") == 6)
        #expect(DisplayWidth.of("アルバム") == 8)
        #expect(DisplayWidth.of("歌手") == 4)
        #expect(DisplayWidth.of("a歌b") == 4)
    }

    @Test func emojiTakeTwoColumns() {
        #expect(DisplayWidth.of("🎵") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2, "a skin tone modifier joins its emoji")
    }

    @Test func combiningMarksTakeNoColumnOfTheirOwn() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301} Noe\u{308}l") == 9)
        #expect(DisplayWidth.fallbackWidth(of: "\u{301}") == 0)
    }

    @Test func controlCharactersAreRefusedAndCountAsTheirReplacement() {
        #expect(DisplayWidth.of(Character("\u{1B}")) == -1)
        #expect(DisplayWidth.of(Character("\u{7}")) == -1)
        #expect(DisplayWidth.of(Character("\u{9B}")) == -1, "C1 CSI")
        #expect(DisplayWidth.of("a\u{1B}b") == 3)
    }

    @Test func theFallbackTableAgreesWithTheCLibraryInAUTF8Locale() throws {
        // uselocale changes only this thread, so other tests are not affected.
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        #expect(pd_wcwidth(0xAD49) == 2, "the C library answers in this locale, so the comparison means something")
        for scalar in ["a", "é", "굉", "ア", "歌", "🎵", "\u{301}", "─", "━", "◖", "↺", "›", "…", "×"] {
            let character = try #require(scalar.unicodeScalars.first)
            #expect(DisplayWidth.fallbackWidth(of: character) == DisplayWidth.width(of: character), "\(scalar)")
        }
    }

    @Test func shortTextIsNotCut() {
        #expect(DisplayWidth.truncated("Seeds", to: 5) == "Seeds")
    }

    @Test func longTextEndsInAnEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncated("Magnificent", to: 6) == "Magni…")
        #expect(DisplayWidth.truncated("Magnificent", to: 1) == "…")
        #expect(DisplayWidth.truncated("Magnificent", to: 0) == "")
    }

    @Test func aCutNeverSplitsAWideCharacter() {
        let cut = DisplayWidth.truncated("가나다라", to: 6)
        #expect(cut == "가나…")
        #expect(DisplayWidth.of(cut) == 5, "the odd column stays empty rather than half a character")
    }

    @Test func aCutNeverSeparatesAMarkFromItsLetter() {
        #expect(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}e\u{301}", to: 3) == "e\u{301}e\u{301}…")
    }

    @Test func aCutDropsTheSpaceBeforeTheEllipsis() {
        #expect(DisplayWidth.truncated("Seeds in the Wind", to: 10) == "Seeds in…")
    }

    @Test func asciiEllipsisIsThreeDots() {
        #expect(DisplayWidth.truncated("Magnificent", to: 8, ellipsis: "...") == "Magni...")
    }

    @Test func wrappingBreaksAtSpacesAndInsideRunsWithout() {
        #expect(DisplayWidth.wrapped("a tone of four hundred", to: 10) == ["a tone of", "four", "hundred"])
        #expect(DisplayWidth.wrapped("가나다라마바", to: 5) == ["가나", "다라", "마바"])
    }
}
