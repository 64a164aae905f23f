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

/// Issue #29: a sidecar beside a downloaded file named an lavfi graph that wrote files.
@Test func anInterstitialOrArtworkNamingAnUnsafeProtocolIsRefusedAtItsValue() {
    let text = "[metadata]\nartwork = \"fdclose://3\"\n\n[[interstitial]]\ntime = 5\n"
        + "url = \"av://lavfi:sine=d=0.03,ametadata=mode=print:file=/tmp/fake_bashrc\"\n"
    #expect(sidecarErrors(text, path: "/s.toml") == [
        "/s.toml:2:11: refused fdclose://3: it names the player's own file descriptors",
        "/s.toml:6:7: refused av://lavfi:sine=d=0.03,ametadata=mode=print:file=/tmp/fake_bashrc: a sidecar may name only files, "
            + "folders and network streams (http, https, …); av:// is for the command line",
    ])
}

@Test func anInterstitialMayBeAFileOrANetworkStream() throws {
    let text = "[[interstitial]]\ntime = 0\nurl = \"https://ads.example/a.mp3\"\n[[interstitial]]\ntime = 1\nurl = \"b.mp3\"\n"
    let sidecar = try Sidecar.parse(text: text, path: "/m/s.toml").get()
    #expect(sidecar.interstitials.map(\.url) == ["https://ads.example/a.mp3", "/m/b.mp3"])
}
