import Testing
@testable import Remote

/// MPD's tokenizer (`Tokenizer.cxx`, `command_process`): words, quoted strings with escapes,
/// any byte up to a space as a separator, its argument slots, and its words for each mistake.
@Suite struct MPDTokenizerTests {
    func split(_ line: String) throws(MPDTokenizer.Failure) -> MPDTokenizer.Request {
        try MPDTokenizer.split(Array(line.utf8)[...])
    }

    func failure(_ line: String) -> MPDTokenizer.Failure? {
        do throws(MPDTokenizer.Failure) {
            _ = try split(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func quotedArgumentsKeepSpacesAndUnescapeQuotesAndBackslashes() throws {
        let request = try split(#"find "artist" "Guns \"N\" Roses" any a\b"#)
        #expect(request.name == "find")
        #expect(request.arguments == ["artist", #"Guns "N" Roses"#, "any", #"a\b"#])
        #expect(try split(#"add "C:\\music\\x""#).arguments == [#"C:\music\x"#])
    }

    @Test func everyControlByteSeparatesLikeASpace() throws {
        #expect(try split("seek\t1\u{1}20   ").arguments == ["1", "20"])
        #expect(try split("play").arguments == [])
        #expect(try split(#"add """#).arguments == [""])
    }

    @Test func sixtyThreeArgumentsAreTakenAndASixtyFourthIsTooMany() throws {
        #expect(try split("ping" + String(repeating: " a", count: 63)).arguments.count == 63)
        #expect(failure("ping" + String(repeating: " a", count: 64)) ==
                MPDTokenizer.Failure(error: MPDError(.argument, "Too many arguments"), closesConnection: false))
    }

    @Test func argumentMistakesAreWordedAsMPDWordsThemAndKeepTheConnection() {
        let unknown = { (message: String) in MPDTokenizer.Failure(error: MPDError(.unknown, message), closesConnection: false) }
        #expect(failure(#"ping "x"#) == unknown(#"Missing closing '"'"#))
        #expect(failure(#"ping "x\"#) == unknown(#"Missing closing '"'"#))
        #expect(failure(#"ping "x"y"#) == unknown(#"Space expected after closing '"'"#))
        #expect(failure("ping 'a") == unknown("Invalid unquoted character"))
        #expect(failure(#"ping a"b"#) == unknown("Invalid unquoted character"))
    }

    @Test func aCommandNameMPDCannotReadEndsTheConnection() {
        #expect(failure("a-b") == MPDTokenizer.Failure(error: MPDError(.unknown, "Invalid word character"), closesConnection: true))
        #expect(failure("") == MPDTokenizer.Failure(error: MPDError(.unknown, "No command given"), closesConnection: true))
        #expect(failure("1ping") == MPDTokenizer.Failure(error: MPDError(.unknown, "Letter expected"), closesConnection: true))
    }
}
