import Testing
import Settings

@Test func rangesAreSortedByStart() throws {
    let sidecar = try Sidecar.parse(text: "[[ad]]\nstart = 600\nduration = 30\n[[ad]]\nstart = 0\nduration = 15.5\n", path: "/s.toml").get()
    #expect(sidecar.ads == [SidecarRange(start: 0, duration: 15.5), SidecarRange(start: 600, duration: 30)])
    #expect(sidecar.ads[0].end == 15.5)
}

@Test func touchingRangesDoNotOverlap() throws {
    let sidecar = try Sidecar.parse(text: "[[ad]]\nstart = 0\nduration = 30\n[[ad]]\nstart = 30\nduration = 30\n", path: "/s.toml").get()
    #expect(sidecar.ads.count == 2)
}

@Test func overlappingAdsAreReportedAtTheOneWrittenLater() {
    let text = "[[ad]]\nstart = 0\nduration = 60\n\n[[ad]]\nstart = 40\nduration = 30\n"
    #expect(sidecarErrors(text, path: "/s.toml") == [
        "/s.toml:5:1: [[ad]] from 40 to 70 s overlaps the [[ad]] from 0 to 60 s at line 1",
    ])
}

@Test func overlapIsReportedAtTheLaterWrittenRangeEvenWhenItStartsFirst() {
    let text = "[[intro]]\nstart = 40\nduration = 30\n[[intro]]\nstart = 0\nduration = 60\n"
    #expect(sidecarErrors(text, path: "/s.toml") == [
        "/s.toml:4:1: [[intro]] from 0 to 60 s overlaps the [[intro]] from 40 to 70 s at line 1",
    ])
}

@Test func rangeKindsMayOverlapEachOther() {
    #expect(sidecarErrors("[[ad]]\nstart = 0\nduration = 60\n[[intro]]\nstart = 10\nduration = 5\n").isEmpty)
}

@Test func negativeStartsAndNonPositiveDurationsAreReportedAtTheValue() {
    #expect(sidecarErrors("[[credits]]\nstart = -1\nduration = 0\n", path: "/s.toml") == [
        "/s.toml:2:9: 'start' in [[credits]] must be a number of seconds, 0 or more, found -1",
        "/s.toml:3:12: 'duration' in [[credits]] must be a positive number of seconds, found 0",
    ])
}

@Test func inlineArraysOfTablesAreCheckedLikeHeaders() {
    let sidecar = Sidecar.parse(text: "ad = [{ start = 0, duration = 5 }, { start = 3, duration = 5 }]\n", path: "/s.toml")
    #expect(descriptions(sidecar) == ["/s.toml:1:36: [[ad]] from 3 to 8 s overlaps the [[ad]] from 0 to 5 s at line 1"])
}
