import Testing
import Settings

@Test func chapterTitlesMatchIgnoringCase() {
    let actions = ActionSettings.defaults
    #expect(actions.isIntro(chapterTitled: "OPENING"))
    #expect(actions.isCredits(chapterTitled: "end credits"))
    #expect(!actions.isIntro(chapterTitled: "Credits"))
    #expect(!actions.isCredits(chapterTitled: "Chapter 2"))
}

@Test func chapterListsAreReadAndMayBeEmpty() throws {
    let actions = try Config.parse(text: "[actions]\nintro_chapters = []\ncredits_chapters = [\"Outro\"]\n", path: "c.toml").get().actions
    #expect(actions == ActionSettings(introChapters: [], creditsChapters: ["Outro"]))
}

@Test func emptyChapterTitlesAreRefused() {
    #expect(configErrors("[actions]\nintro_chapters = [\"Intro\", \"\"]\n") == [
        "c.toml:2:28: 'intro_chapters' in [actions] must be an array of chapter titles, found an empty string",
    ])
}
