@testable import MusicLibrary
import Testing

@Suite struct LibraryQueryTests {
    @Test func wordsSplitAtSpacesAndQuotesKeepAPhrase() {
        let query = LibraryQuery(#"seeds "northern light"  wind"#)
        #expect(query.terms.map(\.text) == ["seeds", "northern light", "wind"])
        #expect(query.terms.allSatisfy { $0.field == nil })
    }

    @Test func aFieldNameBeforeAColonLimitsTheWordToThatField() {
        let query = LibraryQuery(#"artist:Seeds ALBUM:"Wind River" title:"#)
        #expect(query.terms == [.init(field: .artist, text: "Seeds"), .init(field: .album, text: "Wind River")])
    }

    @Test func anUnknownFieldIsPartOfTheWord() {
        #expect(LibraryQuery("genre:jazz").terms == [.init(field: nil, text: "genre:jazz")])
    }

    @Test func wordsMatchAsPrefixesAndGramsOnlyFromThreeCharacters() {
        let short = LibraryQuery.Term(field: .artist, text: "se")
        #expect(LibraryQuery.wordsExpression(short) == #"artist : "se"*"#)
        #expect(LibraryQuery.gramsExpression(short) == nil)
        #expect(LibraryQuery.gramsExpression(.init(field: nil, text: "ナウシ")) == #""ナウシ""#)
    }

    @Test func shortTextOfScriptsWithoutSpacesIsSearchedInsideWords() {
        #expect(LibraryQuery.needsSubstring(.init(field: nil, text: "谷")))
        #expect(LibraryQuery.needsSubstring(.init(field: nil, text: "노래")))
        #expect(!LibraryQuery.needsSubstring(.init(field: nil, text: "ab")))
        #expect(LibraryQuery.likePattern("50%_a\\") == #"%50\%\_a\\%"#)
    }
}
