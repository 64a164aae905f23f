import Testing
import Settings

private let metadata = SidecarMetadata(entries: [
    MetadataEntry(language: "und", fields: [.title: "Magnificent", .artist: "Someone"]),
    MetadataEntry(language: "ko", fields: [.title: "굉장한"]),
    MetadataEntry(language: "pt-BR", fields: [.title: "Magnífico"]),
])

@Test func valuesComeFromTheFirstPreferredLanguageThatHasThem() {
    #expect(metadata.value(.title, preferring: ["ko"]) == "굉장한")
    #expect(metadata.value(.title, preferring: ["fr", "PT-br"]) == "Magnífico")
    #expect(metadata.value(.artist, preferring: ["ko"]) == "Someone")
    #expect(metadata.value(.title) == "Magnificent")
    #expect(metadata.value(.album) == nil)
}

@Test func aRegionalPreferenceFallsBackToItsLanguage() {
    #expect(metadata.value(.title, preferring: ["ko-KR"]) == "굉장한")
}

@Test func theBaseLanguageCanBeGivenAndDatesMayBeTOMLDates() throws {
    let text = "[metadata]\nlanguage = \"en\"\ntitle = \"T\"\ncreation_date = 2022-06-06\n"
    let entries = try Sidecar.parse(text: text, path: "/s.toml").get().metadata.entries
    #expect(entries == [MetadataEntry(language: "en", fields: [.title: "T", .creationDate: "2022-06-06"])])
}

@Test func localizedEntriesNeedAValidDistinctLanguage() {
    let text = """
    [metadata]
    title = "T"
    [[metadata.localized]]
    title = "x"
    [[metadata.localized]]
    language = "k_o"
    [[metadata.localized]]
    language = "UND"
    """
    #expect(sidecarErrors(text, path: "/s.toml") == [
        "/s.toml:3:1: missing 'language' in [[metadata.localized]]",
        "/s.toml:6:12: 'language' in [[metadata.localized]] must be a language tag such as \"en\", \"pt-BR\" or \"und\", found \"k_o\"",
        "/s.toml:8:12: language 'UND' already has metadata in this sidecar",
    ])
}

@Test func metadataValuesMustBeStrings() {
    #expect(sidecarErrors("[metadata]\ntitle = 5\n", path: "/s.toml") == [
        "/s.toml:2:9: 'title' in [metadata] must be a string, found integer",
    ])
}
