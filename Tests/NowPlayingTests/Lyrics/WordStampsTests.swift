@testable import NowPlaying
import Testing

@Suite struct WordStampsTests {
    @Test func eachStampTimesTheWordsAfterIt() {
        let split = WordStamps.split("<00:01.00>Hello <00:01.60>big <01:02.25>world")
        #expect(split.text == "Hello big world")
        #expect(split.words.map(\.time) == [1, 1.6, 62.25])
        #expect(split.words.map(\.text) == ["Hello ", "big ", "world"])
    }

    @Test func textBeforeTheFirstStampBelongsToNoWord() {
        let split = WordStamps.split("Oh <00:02.00>yes")
        #expect(split.text == "Oh yes")
        #expect(split.words.map(\.text) == ["yes"])
    }

    @Test func anythingThatIsNotAStampStaysText() {
        for text in ["a < b > c", "<b>bold</b>", "<00:99.00>x", "<-1:00.00>x", "<:>x", "<00:01.00", "<1e3:00>x"] {
            let split = WordStamps.split(text)
            #expect(split.text == text, "\(text)")
            #expect(split.words.isEmpty, "\(text)")
        }
    }

    @Test func aLineWithoutStampsHasNoWords() {
        #expect(WordStamps.split("Plain line").words.isEmpty)
    }
}
