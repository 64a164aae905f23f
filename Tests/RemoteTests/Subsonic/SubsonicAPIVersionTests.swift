import Testing
@testable import Remote

@Suite struct SubsonicAPIVersionTests {
    @Test func versionsCompareNumberByNumberNotAsText() throws {
        let older = try #require(SubsonicAPIVersion("1.10.2"))
        let tokens = try #require(SubsonicAPIVersion("1.13"))
        #expect(older < SubsonicAPIVersion.tokens)
        #expect(tokens == SubsonicAPIVersion.tokens)
        #expect(try #require(SubsonicAPIVersion("1.9.0")) < older)
        #expect(!(SubsonicAPIVersion.preferred < tokens))
        #expect(older.description == "1.10.2")
    }

    @Test func textThatIsNotAVersionIsRefused() {
        for text in ["", "1..2", "1.x", "v1.2", "-1.2", "1.2.3.4.5", " 1.2", "1.2 "] {
            #expect(SubsonicAPIVersion(text) == nil, "\(text)")
        }
    }
}
