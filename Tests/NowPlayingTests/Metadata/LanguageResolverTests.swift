import NowPlaying
import Testing

/// Apple's rule: "und" shows for everyone, a tagged item only for a matching locale, best match wins.
@Suite struct LanguageResolverTests {
    static let titles = [
        MetadataItem(.title, "Magnificent"),
        MetadataItem(.title, "굉장한", language: "ko"),
        MetadataItem(.title, "素晴らしい", language: "ja"),
        MetadataItem(.title, "Magnificent (US)", language: "en-US"),
    ]

    @Test(arguments: [
        (["LANG": "ko_KR.UTF-8"], "굉장한"),
        (["LANG": "ja_JP.UTF-8"], "素晴らしい"),
        (["LANG": "en_US.UTF-8"], "Magnificent (US)"),
        (["LANG": "en_GB.UTF-8"], "Magnificent"),
        (["LANG": "fr_FR.UTF-8"], "Magnificent"),
        (["LANG": "C.UTF-8"], "Magnificent"),
        ([:], "Magnificent"),
        (["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"], "素晴らしい"),
        (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], "굉장한"),
        (["LC_ALL": "", "LC_MESSAGES": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"], "Magnificent (US)"),
        (["LANGUAGE": "ja:ko", "LANG": "ko_KR.UTF-8"], "素晴らしい"),
        (["LANGUAGE": "fr:ko", "LANG": "en_US.UTF-8"], "굉장한"),
        (["LANGUAGE": "ja", "LANG": "C"], "Magnificent"),
    ])
    func theTitleShownDependsOnTheLocale(environment: [String: String], title: String) {
        let preferred = LanguageResolver.preferredLanguages(environment: environment)
        #expect(LanguageResolver.resolve(Self.titles, preferred: preferred).title == title, "\(preferred)")
    }

    @Test func localeVariablesBecomeBCP47TagsInPOSIXOrder() {
        #expect(LanguageResolver.preferredLanguages(environment: ["LANG": "ko_KR.UTF-8"]) == ["ko-KR"])
        #expect(LanguageResolver.preferredLanguages(environment: ["LANG": "sr_RS.UTF-8@latin"]) == ["sr-RS"])
        #expect(LanguageResolver.preferredLanguages(environment: ["LANGUAGE": "pt_BR:en", "LANG": "en_US.UTF-8"])
            == ["pt-BR", "en", "en-US"])
        #expect(LanguageResolver.preferredLanguages(environment: ["LANG": "POSIX"]).isEmpty)
    }

    @Test func aLanguageWithoutARegionMatchesEveryRegionAndBack() {
        let items = [MetadataItem(.genre, "Documentary"), MetadataItem(.genre, "다큐멘터리", language: "ko-KR")]
        #expect(LanguageResolver.resolve(items, preferred: ["ko"]).genre == "다큐멘터리")
        let plain = [MetadataItem(.genre, "Documentary"), MetadataItem(.genre, "다큐멘터리", language: "ko")]
        #expect(LanguageResolver.resolve(plain, preferred: ["ko-KR"]).genre == "다큐멘터리")
        #expect(LanguageResolver.resolve(items, preferred: ["ko-KP"]).genre == "Documentary")
    }

    @Test func theMostSpecificMatchWins() {
        let items = [MetadataItem(.title, "Colour", language: "en"), MetadataItem(.title, "Color", language: "en-US")]
        #expect(LanguageResolver.resolve(items, preferred: ["en-US"]).title == "Color")
        #expect(LanguageResolver.resolve(items.reversed(), preferred: ["en-US"]).title == "Color")
        #expect(LanguageResolver.resolve(items, preferred: ["en-GB"]).title == "Colour")
    }

    @Test func aTaggedItemWithNoMatchingLocaleIsNotShownAtAll() {
        let items = [MetadataItem(.subtitle, "에피소드 1", language: "ko")]
        #expect(LanguageResolver.resolve(items, preferred: ["en-US"]).subtitle == nil)
    }

    @Test func tagsMatchWhateverTheirCase() {
        let items = [MetadataItem(.title, "Magnificent"), MetadataItem(.title, "굉장한", language: "KO_kr")]
        #expect(LanguageResolver.resolve(items, preferred: ["ko-KR"]).title == "굉장한")
    }

    @Test func aSidecarItemOverridesTheEmbeddedOneOfTheSameLanguageOnly() {
        let embedded = [MetadataItem(.title, "track01"), MetadataItem(.artist, "Someone")]
        let sidecar = [MetadataItem(.title, "Magnificent"), MetadataItem(.artist, "누군가", language: "ko")]
        let merged = LanguageResolver.merge(sidecar: sidecar, embedded: embedded)
        #expect(LanguageResolver.resolve(merged, preferred: []).title == "Magnificent")
        #expect(LanguageResolver.resolve(merged, preferred: []).artist == "Someone")
        #expect(LanguageResolver.resolve(merged, preferred: ["ko"]).artist == "누군가")
    }
}
