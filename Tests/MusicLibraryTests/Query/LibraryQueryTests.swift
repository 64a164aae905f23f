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

    @Test func wordsMatchAsPrefixesAndGramsAnywhere() {
        #expect(LibraryQuery.wordsExpression(.init(field: .artist, text: "se")) == #"artist : "se"*"#)
        // The grams table also indexes every tag (MPD's `search any`); the panel's words stay in
        // the title, artist and album.
        #expect(LibraryQuery.gramsExpression(.init(field: nil, text: "ナウシ")) == #"{title artist album} : "ナウシ""#)
    }

    @Test func onlyThreeCharactersOrMoreOfScriptsWithoutSpacesAreSearchedInsideWords() {
        #expect(LibraryQuery.needsGrams(.init(field: nil, text: "ナウシ")))
        #expect(LibraryQuery.needsGrams(.init(field: nil, text: "사랑해")))
        #expect(!LibraryQuery.needsGrams(.init(field: nil, text: "노래")))
        #expect(!LibraryQuery.needsGrams(.init(field: nil, text: "northern")))
    }
}
