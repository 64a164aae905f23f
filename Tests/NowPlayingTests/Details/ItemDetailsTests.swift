import EventLoop
import Glibc
import MediaFiles
@testable import NowPlaying
import Testing

/// The details worker: a file is read once, off the loop, when first asked for; what it read is
/// kept per file (a bounded number of them); a stream is never read.
@Suite struct ItemDetailsTests {
    private func waitForWorker(_ details: ItemDetails) {
        var entry = pollfd(fd: details.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 10_000) == 1)
    }

    private static func counting(_ reads: Locked<[String]>) -> @Sendable (String) -> Result<MediaFacts, MediaFileError> {
        { path in
            reads.withLock { $0.append(path) }
            return .success(MediaFacts(container: "raw FLAC"))
        }
    }

    @Test func aFileIsReadOnceOnTheWorkerAndThenAnsweredFromWhatWasKept() throws {
        let reads = Locked<[String]>([])
        let details = ItemDetails(probe: Self.counting(reads))
        #expect(details.lookUp("/music/a.flac") == .reading)
        #expect(details.lookUp("/music/a.flac") == .reading, "asked again while it is read: not read twice")
        #expect(details.readID("/music/a.flac") == nil)
        waitForWorker(details)
        #expect(details.takeLoaded())
        let id = try #require(details.readID("/music/a.flac"))
        #expect(details.lookUp("/music/a.flac") == .read(.success(MediaFacts(container: "raw FLAC")), id: id))
        #expect(details.lookUp("file:///music/a.flac") == .read(.success(MediaFacts(container: "raw FLAC")), id: id),
                "a file URL names the same file")
        #expect(reads.withLock { $0 } == ["/music/a.flac"])
    }

    @Test func aStreamIsNeverRead() {
        let details = ItemDetails(probe: { path in
            Issue.record("read \(path)")
            return .failure(MediaFileError(.unreadable, "no"))
        })
        #expect(details.lookUp("https://radio.example/stream") == .notAFile)
        #expect(details.readID("https://radio.example/stream") == nil)
    }

    @Test func onlyTheFilesReadLastAreKept() throws {
        let reads = Locked<[String]>([])
        let details = ItemDetails(probe: Self.counting(reads))
        for index in 0...ItemDetails.kept {
            _ = details.lookUp("/music/\(index).flac")
            waitForWorker(details)
            #expect(details.takeLoaded())
        }
        #expect(details.readID("/music/0.flac") == nil, "the first of \(ItemDetails.kept + 1) was let go")
        #expect(details.readID("/music/\(ItemDetails.kept).flac") != nil)
        #expect(details.lookUp("/music/0.flac") == .reading, "and is read again when asked")
    }
}
