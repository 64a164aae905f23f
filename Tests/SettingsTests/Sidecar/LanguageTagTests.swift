import Testing
@testable import Settings

@Test func wellShapedTagsAreAccepted() {
    for tag in ["und", "en", "ko", "pt-BR", "zh-Hant-TW", "es-419", "abcdefgh"] {
        #expect(LanguageTag.isValid(tag), "\(tag)")
    }
}

@Test func badlyShapedTagsAreRefused() {
    for tag in ["", "e", "abcdefghi", "en-", "-en", "en--US", "k_o", "12", "en-123456789", "한국"] {
        #expect(!LanguageTag.isValid(tag), "\(tag)")
    }
}
