import NowPlaying
import Testing
@testable import Remote

/// MPD's update jobs over a library that scans one folder at a time, as the stage's
/// `LibraryScans` does (a second scan is refused while one runs).
@Suite struct MPDUpdateQueueTests {
    /// The library's scans: one runs at a time.
    final class Scans {
        var started: [String] = []
        var running = false

        func scan(_ folder: String) -> RemoteCommandStatus {
            guard !running else { return .disabled("Already adding") }
            running = true
            started.append(folder)
            return .success
        }

        func end(_ queue: MPDUpdateQueue) {
            running = false
            queue.scanEnded(scan: scan)
        }
    }

    @Test func eachFolderOfAJobIsScannedInTurnAndJobsAreNumberedAsMPDs() throws {
        let queue = MPDUpdateQueue(), scans = Scans()
        #expect(queue.current == nil)
        #expect(try queue.add(["/m/a", "/m/b"], scan: scans.scan) == 1)
        #expect(try queue.add(["/m/a/x"], scan: scans.scan) == 2)
        #expect(scans.started == ["/m/a"])
        #expect(queue.current == 1)
        scans.end(queue)
        #expect(scans.started == ["/m/a", "/m/b"])
        #expect(queue.current == 1)
        scans.end(queue)
        #expect(scans.started == ["/m/a", "/m/b", "/m/a/x"])
        #expect(queue.current == 2)
        scans.end(queue)
        #expect(queue.current == nil)
    }

    @Test func aJobOfNothingIsNumberedAndScansNothing() throws {
        let queue = MPDUpdateQueue(), scans = Scans()
        #expect(try queue.add([], scan: scans.scan) == 1)
        #expect(try queue.add([], scan: scans.scan) == 2)
        #expect(scans.started.isEmpty && queue.current == nil)
    }

    @Test func aScanStartedElsewhereIsWaitedFor() throws {
        let queue = MPDUpdateQueue(), scans = Scans()
        _ = scans.scan("/m/other")
        #expect(try queue.add(["/m/a"], scan: scans.scan) == 1)
        #expect(queue.current == 1)
        scans.end(queue)
        #expect(scans.started == ["/m/other", "/m/a"])
    }

    @Test func aScanThatCannotStartIsMPDsSystemError() {
        let queue = MPDUpdateQueue()
        #expect(throws: MPDError(.system, "no library")) { _ = try queue.add(["/m"]) { _ in .commandFailed("no library") } }
        #expect(queue.current == nil)
    }
}
