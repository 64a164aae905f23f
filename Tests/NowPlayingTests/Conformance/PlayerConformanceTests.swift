import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// The behaviour a session relies on, checked once against real libmpv and once against the
/// fake given ffprobe's description of the same files: the fake cannot drift from libmpv
/// without one of these failing. Loading, what a file reports, and files that cannot play.
@Suite struct PlayerConformanceTests {
    /// The media the checks load, made by ffmpeg.
    enum Media: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case taggedTone, chaptered, twoLanguages, video

        var testDescription: String { rawValue }

        func path() throws -> String {
            switch self {
            case .taggedTone: try Fixtures.tone(seconds: 3, title: "Conformance", artist: "Test Artist", album: "Seeds")
            case .chaptered: try Fixtures.chaptered(seconds: 4, chapters: [("One", 0), ("Two", 0.6), ("Three", 1.2)])
            case .twoLanguages: try Fixtures.multiTrack()
            case .video: try Fixtures.testClip(seconds: 2)
            }
        }
    }

    /// The mpv error code `body` throws, or nil when it succeeds.
    static func code(_ body: () throws -> Void) -> Int32? {
        do { try body(); return nil } catch { return (error as? MPVError)?.code }
    }

    /// After a file that could not open the player is idle again. libmpv reports a property
    /// only when it differs from what it last reported: when the failure comes within one drain
    /// of the start, idle-active went from true to true and no event says so.
    static func expectIdleAgain(_ rig: ConformanceRig) throws {
        func lastReported() -> Bool? {
            rig.events.last { if case .propertyChanged(.idleActive) = $0 { true } else { false } }
                .flatMap { if case let .propertyChanged(.idleActive(idle)) = $0 { idle } else { nil } }
        }
        // Idle now, and the last word on it (the first value included) says so.
        try rig.waitUntil("idle") { rig.player.current(.idleActive) == .idleActive(true) && lastReported() == true }
    }

    static func isStart(_ event: PlayerEvent) -> Bool { if case .fileStarted = event { true } else { false } }
    static func isEnd(_ event: PlayerEvent) -> Bool { if case .fileEnded = event { true } else { false } }

    @Test(arguments: PlayerKind.allCases)
    func aLoadStartsTheFileReportsItLoadsItAndRestartsPlaybackInThatOrder(kind: PlayerKind) throws {
        let path = try Media.taggedTone.path()
        let rig = try ConformanceRig(kind, files: [path])
        let from = rig.events.count
        try rig.play(path)
        try rig.waitFor("the file's properties", from: from) { $0 == .propertyChanged(.seekable(true)) }
        let events = rig.reported(from: from)
        func first(_ match: @escaping (PlayerEvent) -> Bool) throws -> Int { try #require(events.firstIndex(where: match)) }
        let started = try first(Self.isStart)
        let busy = try first { $0 == .propertyChanged(.idleActive(false)) }
        let loaded = try first { $0 == .fileLoaded }
        let restarted = try first { $0 == .playbackRestarted }
        let duration = try first { if case .propertyChanged(.duration(_?)) = $0 { true } else { false } }
        let tags = try first { if case let .propertyChanged(.metadata(tags)) = $0 { !tags.isEmpty } else { false } }
        let seekable = try first { $0 == .propertyChanged(.seekable(true)) }
        #expect(started < busy && loaded < restarted && started < loaded, "\(events)")
        // libmpv hands out queued events before property changes: a loop that drains late gets
        // them after the restart too. They are known when the restart is, though.
        #expect([duration, tags, seekable].allSatisfy { started < $0 }, "\(events)")
        #expect(rig.player.current(.duration) == events[duration].propertyChange)
        #expect(!events.contains(where: Self.isEnd))
        #expect(!events.contains(.seeking), "no seek without a start time")
    }

    @Test(arguments: PlayerKind.allCases, Media.allCases)
    func afterLoadingThePropertiesSayWhatFFprobeSays(kind: PlayerKind, media: Media) throws {
        let path = try media.path()
        let probed = try FakeMedia.probe(path)
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        guard case let .duration(duration?)? = rig.player.current(.duration), let expected = probed.duration else {
            Issue.record("no duration"); return
        }
        #expect(abs(duration - expected) < 0.05)
        #expect(rig.player.current(.seekable) == .seekable(true))
        #expect(rig.player.current(.idleActive) == .idleActive(false))
        #expect(rig.player.current(.chapterList) == .chapters(probed.chapters))
        #expect(rig.player.current(.trackList) == .tracks(probed.tracks))
        #expect(rig.player.current(.fileFormat) == probed.fileFormat.map { .fileFormat($0) })
        #expect(rig.player.current(.demuxerViaNetwork) == .viaNetwork(false))
        guard case let .metadata(tags)? = rig.player.current(.metadata) else { Issue.record("no metadata"); return }
        for key in ["title", "artist", "album"] { #expect(tags[key] == probed.tags[key], "\(key)") }
        let title = probed.tags["title"] ?? path.split(separator: "/").last.map(String.init)
        #expect(rig.player.current(.mediaTitle) == .mediaTitle(title))
        // mpv starts some files a hair below zero (-0.0000003 s for an mp3); the session clamps it.
        #expect((rig.time ?? -1) > -0.001)
    }

    @Test(arguments: PlayerKind.allCases)
    func chaptersAreReportedAsPlaybackReachesThem(kind: PlayerKind) throws {
        let path = try Media.chaptered.path()
        let rig = try ConformanceRig(kind, files: [path])
        let from = try rig.play(path)
        let last = try rig.waitFor("the third chapter", from: from) { $0 == .propertyChanged(.chapter(2)) }
        let chapters = rig.events[from...last].compactMap { event -> Int? in
            if case let .propertyChanged(.chapter(index?)) = event { index } else { nil }
        }
        #expect(chapters == [0, 1, 2])
        #expect((rig.time ?? 0) >= 1.2 - 1e-6)
    }

    @Test(arguments: PlayerKind.allCases)
    func aMissingFileEndsWithLoadingFailedAndTheSystemsReasonThenTheIdle(kind: PlayerKind) throws {
        let path = "/nonexistent/playdeck/conformance.mp3"
        let rig = try ConformanceRig(kind)
        try rig.player.load(path)
        let end = try rig.waitFor("the end", within: 10, Self.isEnd)
        guard case let .fileEnded(id, .error(error)) = rig.events[end] else { Issue.record("\(rig.events[end])"); return }
        #expect(error.kind == .loadingFailed)
        #expect(error.detail == "Cannot open file '\(path)': No such file or directory")
        #expect(rig.reported().first(where: Self.isStart) == .fileStarted(entryID: id))
        try Self.expectIdleAgain(rig)
        #expect(!rig.events.contains(.fileLoaded))
        #expect(rig.time == nil)
    }

    @Test(arguments: PlayerKind.allCases)
    func bytesNoDemuxerKnowsEndWithUnrecognizedFormat(kind: PlayerKind) throws {
        let path = try Fixtures.file(named: "conformance-words.mp3", bytes: Array("just some words\n".utf8))
        let rig = try ConformanceRig(kind, files: [path])
        try rig.player.load(path)
        let end = try rig.waitFor("the end", within: 10, Self.isEnd)
        guard case let .fileEnded(_, .error(error)) = rig.events[end] else { Issue.record("\(rig.events[end])"); return }
        #expect(error.kind == .unknownFormat)
        // mpv logs its reason just after the end: it rides along when both come in one drain.
        #expect(error.detail == nil || error.detail == "Failed to recognize file format.")
        try Self.expectIdleAgain(rig)
        #expect(!rig.events.contains(.fileLoaded))
    }

    @Test(arguments: PlayerKind.allCases)
    func loadingOverAPlayingFileEndsItAsStoppedBeforeTheNextStarts(kind: PlayerKind) throws {
        let first = try Media.taggedTone.path(), second = try Fixtures.tone(seconds: 4, frequency: 300)
        let rig = try ConformanceRig(kind, files: [first, second])
        let start = try rig.play(first)
        let id = try #require(rig.events[start].entryID)
        let from = rig.events.count
        try rig.play(second)
        let events = rig.reported(from: from)
        let stopped = try #require(events.firstIndex(of: .fileEnded(entryID: id, reason: .stopped)))
        let next = try #require(events.firstIndex(of: .fileStarted(entryID: id + 1)))
        #expect(stopped < next)
        #expect(!events.contains(.propertyChanged(.idleActive(true))), "no idle between the two")
        #expect(rig.player.current(.mediaTitle) == .mediaTitle("Test Tone"))
    }

    @Test(arguments: PlayerKind.allCases)
    func unknownOptionsAndBadValuesAreRefusedWithMpvsCodes(kind: PlayerKind) throws {
        let rig = try ConformanceRig(kind)
        #expect(Self.code { try rig.player.setOption("no-such-option", "1") } == -8, "property not found")
        #expect(Self.code { try rig.player.setOption("start", "soon") } == -9, "unsupported format")
        #expect(Self.code { try rig.player.seek(to: 1) } == -12, "a seek with nothing loaded: error running command")
        #expect(Self.code { try rig.player.setSpeed(1000) } == -9)
        #expect(Self.code { try rig.player.setSpeed(0) } == -9)
        try rig.player.setOption("start", "none")
        try rig.player.setOption("audio-display", "no")
        try rig.player.stop()
        rig.wait(0.2)
        #expect(!rig.events.contains(where: Self.isEnd), "stopping an idle player does nothing")
    }
}
