import Commands
import Foundation
import Glibc
@testable import NowPlaying
import PlayerDoubles
import Testing
import TestSupport

/// `trim FROM TO` and `trim-cancel` on a session over real libmpv: the copy runs on a worker,
/// its progress rides in the snapshots, its end is a notice, and a cancelled trim leaves nothing.
@Suite struct NowPlayingSessionTrimTests {
    /// A session playing a copy of a 12-second trim fixture alone in a fresh folder, with the
    /// notices it posts.
    final class Rig {
        let harness: SessionHarness
        let folder: String
        let file: String
        var notices: [String] = []

        init(_ source: TrimSource) throws {
            folder = try TestWorld.makeFolder(prefix: "session-trim")
            file = folder + "/clip." + source.rawValue
            try FileManager.default.copyItem(atPath: try Fixtures.trimSource(source), toPath: file)
            harness = try SessionHarness()
            harness.infoCenter.addNoticeObserver { [unowned self] in notices.append($0) }
            try harness.play([MediaItem(url: file)])
            try harness.run(timeout: 10, "the duration") { harness.now.duration != nil }
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? [] }

        func waitForNotice() throws -> String {
            try harness.run(timeout: 20, "the trim's notice") { !notices.isEmpty }
            return notices[0]
        }
    }

    @Test func aTrimOfAVideoIsSavedBesideItFromTheKeyframeAndSaysSo() throws {
        let rig = try Rig(.mp4)
        #expect(rig.harness.session.perform(.trim(from: 3.3, to: 9.5)) == .success)
        #expect(rig.harness.now.trim == TrimProgress(name: "clip (trimmed).mp4", fraction: 0))
        #expect(rig.harness.now.commands.states[.trim] == .disabled("A trim is being written"))
        #expect(try rig.waitForNotice() == "Saved clip (trimmed).mp4, cut at the keyframe at 0:02")
        #expect(rig.files == ["clip (trimmed).mp4", "clip.mp4"])
        let duration = try Fixtures.probeDuration(rig.folder + "/clip (trimmed).mp4")
        #expect(abs(duration - 7.5) <= 0.05, "from the keyframe at 2 s to 9.5 s: \(duration)")
        let probe = try Fixtures.run("/usr/bin/ffprobe", ["-v", "error", "-count_packets", "-show_streams",
                                                          rig.folder + "/clip (trimmed).mp4"])
        #expect(probe.contains("codec_type=video") && probe.contains("codec_type=audio"))
        #expect(rig.harness.now.trim == nil)
        #expect(rig.harness.published.contains { $0.trim != nil }, "the progress was published")
        #expect(rig.harness.last?.trim == nil, "and its end")
    }

    @Test func aTrimOfAudioIsAsLongAsTheSelectionAndASecondOneTakesTheNextName() throws {
        let rig = try Rig(.m4a)
        #expect(rig.harness.session.perform(.trim(from: 1, to: 4)) == .success)
        #expect(try rig.waitForNotice() == "Saved clip (trimmed).m4a")
        // Within one AAC frame: 1024 samples at 44.1 kHz.
        let duration = try Fixtures.probeDuration(rig.folder + "/clip (trimmed).m4a")
        #expect(abs(duration - 3) <= 1024 / 44100, "\(duration)")
        #expect(rig.harness.session.perform(.trim(from: 5, to: 6)) == .success)
        try rig.harness.run(timeout: 20, "the second notice") { rig.notices.count == 2 }
        #expect(rig.notices[1] == "Saved clip (trimmed 2).m4a")
        #expect(rig.files == ["clip (trimmed 2).m4a", "clip (trimmed).m4a", "clip.m4a"])
    }

    @Test func cancellingRemovesThePartialFile() throws {
        let rig = try Rig(.mkv)
        let gate = WorkerGate()
        rig.harness.session.trim.writer.beforeStep = { gate.wait() }
        #expect(rig.harness.session.perform(.trim(from: 0, to: 12)) == .success)
        #expect(rig.files == ["clip (trimmed).mkv", "clip.mkv"], "the name is reserved at once")
        #expect(rig.harness.now.commands.isEnabled(.cancelTrim))
        #expect(rig.harness.session.perform(.trimCancel) == .success)
        #expect(rig.harness.now.trim == nil)
        gate.open()
        #expect(try rig.waitForNotice() == "Trim cancelled; nothing was saved")
        #expect(rig.files == ["clip.mkv"])
        #expect(rig.harness.now.commands.states[.cancelTrim] == .disabled("No trim is being written"))
    }

    /// The program ends mid-trim (q, a signal): the worker may never run again, so the
    /// unfinished file goes at once, while the worker is still held (here before it opened the
    /// files: a loaded machine starts it late).
    @Test func endingTheProgramMidTrimLeavesNoPartialFile() throws {
        let rig = try Rig(.mkv)
        let gate = WorkerGate()
        rig.harness.session.trim.writer.beforeStep = { gate.wait() }
        #expect(rig.harness.session.perform(.trim(from: 0, to: 12)) == .success)
        #expect(rig.files == ["clip (trimmed).mkv", "clip.mkv"])
        rig.harness.session.features.abandonTrim()
        #expect(rig.files == ["clip.mkv"])
        gate.open()
        // Let go after the name was removed, the worker writes to the file it was given, which
        // has no name now: it never makes the name again (it did when it opened by name).
        #expect(try rig.waitForNotice() == "Trim cancelled; nothing was saved")
        #expect(rig.files == ["clip.mkv"])
    }

    @Test func aRangePastTheEndIsOneLineAndLeavesNothing() throws {
        let rig = try Rig(.flac)
        #expect(rig.harness.session.perform(.trim(from: 30, to: 40)) == .success)
        let notice = try rig.waitForNotice()
        #expect(notice.hasPrefix("Cannot trim: ") && !notice.contains("\n"), "\(notice)")
        #expect(rig.files == ["clip.flac"])
    }

    @Test func anABLoopPlaysTheSelectionOverAndOverUntilItIsTurnedOff() throws {
        let rig = try Rig(.m4a)
        let harness = rig.harness
        try harness.run(timeout: 10, "a position") { harness.mediaTime != nil }
        #expect(harness.session.perform(.abLoop(from: 0.5, to: 1)) == .success)
        var latest = 0.0
        // Two seconds of playing: without the loop the position would pass 2 s.
        let end = SessionHarness.clock() + 2
        try? harness.run(timeout: 3, wake: { end }) {
            latest = max(latest, harness.mediaTime ?? 0)
            return SessionHarness.clock() >= end
        }
        #expect(latest < 1.2, "the loop brought it back to 0.5 s: \(latest)")
        #expect(harness.session.perform(.abLoopOff) == .success)
        try harness.waitForMedia(1.5, timeout: 5)
    }

    @Test func aStreamIsRefusedWithOneLine() throws {
        let stream = "http://radio.example/stream"
        let harness = FakeSessionHarness(files: [stream: .stream(duration: 60, seekable: true)])
        try harness.play([MediaItem(url: stream)])
        #expect(harness.session.perform(.trim(from: 1, to: 2)) == .disabled("Only a local file can be trimmed"))
        #expect(harness.session.perform(.trimCancel) == .disabled("No trim is being written"))
    }
}
