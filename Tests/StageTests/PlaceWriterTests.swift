import EventLoop
import FileIO
import Foundation
import Library
@testable import Stage
import Testing
import TestSupport

/// The place written off the loop: the newest lands, one written at the end is never followed
/// by an older one, and a failure comes back to the loop.
@Suite struct PlaceWriterTests {
    static func place(_ position: Double) -> SavedPlace {
        SavedPlace(index: 0, location: "/music/a.flac", position: position, paused: true, queueSave: 1)
    }

    static func writtenPosition(_ store: SessionStore) -> String? {
        guard let text = try? String(contentsOfFile: store.directory + "/place", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("position=") }.map(String.init)
    }

    /// Waits on the writer's descriptor, as the loop does, for what the newest write came to.
    static func outcome(_ writer: PlaceWriter, milliseconds: Int32 = 10_000) -> FileError?? {
        var pollfd = Glibc.pollfd(fd: writer.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&pollfd, 1, milliseconds) == 1 else { return nil }
        return writer.takeFailure()
    }

    @Test func aPlaceHandedInIsWrittenAndTheLoopHearsItWent() throws {
        let store = SessionStore(directory: Fixtures.directory + "/place-writer-\(UUID().uuidString)")
        let writer = PlaceWriter(store: store)
        writer.submit(Self.place(12.5))
        let outcome = try #require(Self.outcome(writer) as FileError??, "the worker said nothing")
        #expect(outcome == nil)
        #expect(Self.writtenPosition(store) == "position=12.5")
    }

    @Test func theWriteAtTheEndIsTheLastOneWhateverWasHandedInBefore() {
        for round in 0..<20 {
            let store = SessionStore(directory: Fixtures.directory + "/place-writer-\(UUID().uuidString)")
            let writer = PlaceWriter(store: store)
            for step in 0..<5 { writer.submit(Self.place(Double(step))) }
            #expect(throws: Never.self) { try writer.writeNow(Self.place(99)) }
            // A job the worker had taken before the write at the end finishes after it (its
            // wake-up comes at once) and must not have written: a check of absence, so a window.
            _ = Self.outcome(writer, milliseconds: 50)
            #expect(Self.writtenPosition(store) == "position=99.0", "round \(round)")
        }
    }

    @Test func aPlaceThatCannotBeWrittenComesBackAsItsError() throws {
        let blocker = Fixtures.directory + "/place-writer-file-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let writer = PlaceWriter(store: SessionStore(directory: blocker + "/session"))
        writer.submit(Self.place(1))
        let outcome = try #require(Self.outcome(writer) as FileError??, "the worker said nothing")
        #expect(outcome != nil, "a folder under a file cannot be made")
    }
}
