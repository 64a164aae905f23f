import Foundation
import Glibc
@testable import MediaFiles
import Testing
import TestSupport

/// Real files of every kind trimmed by stream copy and read back by ffprobe: valid, as long as
/// the selection (within one audio frame, or from the keyframe before it for video), with their
/// tags, cover and the chapters inside the range shifted to the new start.
@Suite struct TrimJobTests {
    static let from = 3.3, to = 9.5

    /// A copy of `source` alone in a fresh folder, so that a test sees every file it leaves.
    static func alone(_ source: String) throws -> (folder: String, file: String) {
        let folder = try TestWorld.makeFolder(prefix: "trim")
        let file = folder + "/" + (source as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: source, toPath: file)
        return (folder, file)
    }

    static func trim(_ file: String, from: Double = from, to: Double = to) throws -> TrimJob {
        let job = try TrimJob(input: file, from: from, to: to, output: try TrimOutput.reserve(for: file, explicit: nil))
        while try job.step(packets: 64) {}
        return job
    }

    @Test(arguments: TrimSource.allCases)
    func aTrimIsValidAndAsLongAsTheSelection(_ source: TrimSource) throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(source))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = try Self.trim(file)
        #expect(job.isFinished && job.progress == 1)
        #expect(job.output == folder + "/trim-source-v2 (trimmed).\(source.rawValue)")
        let probe = try TrimProbe(job.output)
        if source.hasVideo {
            // The keyframe at or before 3.3 s, with one every two seconds, is the one at 2 s.
            #expect(job.hasVideo && abs(job.start - 2) < 0.001, "\(job.start)")
            #expect(abs(probe.duration - (Self.to - Self.from)) <= Fixtures.trimGOP, "\(probe.duration)")
            #expect(abs(probe.duration - (Self.to - job.start)) <= 0.05, "\(probe.duration)")
        } else {
            let frame = try TrimProbe.audioFrame(file)
            #expect(!job.hasVideo && job.start == Self.from)
            #expect(abs(probe.duration - (Self.to - Self.from)) <= frame, "\(probe.duration) with frames of \(frame) s")
        }
    }

    @Test(arguments: TrimSource.allCases)
    func tagsCoverAndTheChaptersInsideAreKeptAndShifted(_ source: TrimSource) throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(source))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = try Self.trim(file)
        let probe = try TrimProbe(job.output)
        for (name, value) in Fixtures.trimTags { #expect(probe.tags[name] == value, "\(source) \(name): \(probe.tags)") }
        #expect(probe.covers == (source.hasCover ? 1 : 0), "\(source): \(probe.types)")
        #expect(job.droppedCovers == 0)
        guard source.hasChapters else { return }
        let expected = Fixtures.trimChapters.filter { $0.end > job.start && $0.start < Self.to }
            .map { (title: $0.title, start: max($0.start, job.start) - job.start, end: min($0.end, Self.to) - job.start) }
        #expect(probe.chapters.map(\.title) == expected.map(\.title), "\(source)")
        for (found, wanted) in zip(probe.chapters, expected) {
            #expect(abs(found.start - wanted.start) < 0.002, "\(source) \(found.title) starts at \(found.start)")
        }
        // The last chapter's end is the file's in Ogg (its chapters have only starts).
        for (found, wanted) in zip(probe.chapters, expected).dropLast() {
            #expect(abs(found.end - wanted.end) < 0.002, "\(source) \(found.title) ends at \(found.end)")
        }
    }

    @Test func anOggCoverIsLeftOutAndSaidSo() throws {
        let (folder, file) = try Self.alone(try Fixtures.vorbisWithCover())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = try Self.trim(file)
        #expect(job.droppedCovers == 1)
        let probe = try TrimProbe(job.output)
        #expect(probe.covers == 0 && probe.types == ["audio"])
        #expect(probe.tags["title"] == "Trim Me")
    }

    @Test func aRangePastTheEndEndsTheFileThereAndSaysWhere() throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(.mp3))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = try Self.trim(file, from: 10, to: 60)
        let whole = try Fixtures.probeDuration(file), frame = try TrimProbe.audioFrame(file)
        // The end is the file's, which starts where its first frame does (the encoder's delay).
        #expect(abs(job.end - whole) <= frame, "\(job.end) for a file of \(whole) s")
        let duration = try TrimProbe(job.output).duration
        #expect(abs(duration - (whole - 10)) <= frame, "\(duration)")
    }

    @Test(arguments: [TrimSource.mp3, .mkv])
    func aRangeWhollyPastTheEndWritesNothing(_ source: TrimSource) throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(source))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try Self.trim(file, from: 20, to: 30)
        } throws: { ($0 as? MediaFileError)?.message == "nothing of it is in that range" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(file as NSString).lastPathComponent])
    }

    @Test func aFileThatIsNotMediaIsOneLineAndLeavesNothing() throws {
        let folder = try TestWorld.makeFolder(prefix: "trim")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/notes.mp3"
        try "not audio at all\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try Self.trim(file)
        } throws: { ($0 as? MediaFileError)?.message == "unrecognized file format" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.mp3"])
    }

    @Test func anEmptyRangeIsRefusedAndLeavesNothing() throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(.flac))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try Self.trim(file, from: 5, to: 5)
        } throws: { ($0 as? MediaFileError)?.message == "the range is empty" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
    }

    @Test func cancellingMidWayRemovesThePartialFile() throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(.mkv))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let job = try TrimJob(input: file, from: 0, to: 12, output: try TrimOutput.reserve(for: file, explicit: nil))
        var progress: [Double] = []
        for _ in 0..<3 {
            #expect(try job.step(packets: 16))
            progress.append(job.progress)
        }
        #expect(progress == progress.sorted() && progress[0] > 0 && progress[2] < 1, "\(progress)")
        #expect(FileManager.default.fileExists(atPath: job.output))
        job.cancel()
        #expect(!FileManager.default.fileExists(atPath: job.output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
    }

    @Test func aFinishedFileOutlivesItsJob() throws {
        let (folder, file) = try Self.alone(try Fixtures.trimSource(.opus))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = ""
        do {
            let job = try Self.trim(file)
            output = job.output
            job.cancel()
        }
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
