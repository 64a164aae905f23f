import Testing
import Settings

@Test func skippableAfterIsNilWhenAbsent() throws {
    let sidecar = try Sidecar.parse(text: "[[interstitial]]\ntime = 0\nurl = \"/ads/a.mp3\"\n", path: "/m/s.toml").get()
    #expect(sidecar.interstitials == [SidecarInterstitial(time: 0, url: "/ads/a.mp3")])
    #expect(sidecar.interstitials.first?.skippableAfter == nil)
}

@Test func interstitialsNeedATimeAndAURL() {
    #expect(sidecarErrors("\n[[interstitial]]\nurl = \"\"\n", path: "/s.toml") == [
        "/s.toml:2:1: missing 'time' in [[interstitial]]",
        "/s.toml:3:7: 'url' in [[interstitial]] must be a path or URL, found an empty string",
    ])
}

@Test func unknownRestrictionsAreReportedAtTheElementWithASuggestion() {
    let text = "[[interstitial]]\ntime = 5\nurl = \"a.mp3\"\nrestrictions = [\"constrains-seeking-forward\", \"constrains-seeking-froward\"]\n"
    #expect(sidecarErrors(text, path: "/s.toml") == [
        "/s.toml:4:47: 'restrictions' in [[interstitial]] must be an array of \"requires-playback-at-preferred-rate\" and \"constrains-seeking-forward\", found \"constrains-seeking-froward\"; did you mean 'constrains-seeking-forward'?",
    ])
}

@Test func negativeTimesAndSkipDelaysAreRefused() {
    #expect(sidecarErrors("[[interstitial]]\ntime = -1\nurl = \"a\"\nskippable_after = -2\n", path: "/s.toml") == [
        "/s.toml:2:8: 'time' in [[interstitial]] must be a number of seconds, 0 or more, found -1",
        "/s.toml:4:19: 'skippable_after' in [[interstitial]] must be a number of seconds, 0 or more, found -2",
    ])
}
