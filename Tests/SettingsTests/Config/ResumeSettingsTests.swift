import Testing
import Settings

@Test func resumeCanBeTurnedOff() throws {
    #expect(try Config.parse(text: "[resume]\nenabled = false\n", path: "c.toml").get().resume == ResumeSettings(enabled: false))
}

@Test func resumeEnabledMustBeABoolean() {
    #expect(configErrors("[resume]\nenabled = 1\n") == ["c.toml:2:11: 'enabled' in [resume] must be true or false, found integer"])
}

@Test func resumeRulesDefaultToLongItemsAndSpokenGenres() {
    #expect(ResumeSettings.defaults.minDuration == 600)
    #expect(ResumeSettings.defaults.genres == ["Podcast", "Audiobook", "Speech"])
    #expect(ResumeSettings.defaults.paths.isEmpty)
}

@Test func resumeRulesAreRead() throws {
    let text = "[resume]\nmin_duration = 90.5\ngenres = [\"Lecture\"]\npaths = [\"~/Podcasts\", \"/books/*.m4b\"]\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().resume
        == ResumeSettings(enabled: true, minDuration: 90.5, genres: ["Lecture"], paths: ["~/Podcasts", "/books/*.m4b"]))
}

@Test func resumeRulesAreCheckedWithTheirPlace() {
    #expect(configErrors("[resume]\nmin_duration = -1\n")
        == ["c.toml:2:16: 'min_duration' in [resume] must be a number of seconds, 0 or more, found -1"])
    #expect(configErrors("[resume]\ngenres = \"Podcast\"\n")
        == ["c.toml:2:10: 'genres' in [resume] must be an array of genre names, found string"])
    #expect(configErrors("[resume]\npaths = [\"/a\", \"\"]\n")
        == ["c.toml:2:16: 'paths' in [resume] must be an array of paths or globs, found an empty string"])
    #expect(configErrors("[resume]\nmin_duraton = 5\n")
        == ["c.toml:2:1: unknown key 'min_duraton' in [resume]; did you mean 'min_duration'?"])
}
