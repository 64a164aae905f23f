import FileIO
import Foundation
import Library
import Testing
import TestSupport

/// The session store: a queue and a place saved and read back, the queue file written in turn
/// into two files so that a damaged newest one leaves the one before, and damage of any kind
/// read as one reason, never a crash.
@Suite struct SessionStoreTests {
    static func store() -> SessionStore {
        SessionStore(directory: Fixtures.directory + "/session-\(UUID().uuidString)/nested")
    }

    static let queue = SavedQueue(items: [
        .init(location: "/music/a.mp3", title: "A title", startTime: 12.5),
        .init(location: "/music/two\nlines\t100%.mp3"),
        .init(location: "https://example.com/live?x=1", title: "tab\there"),
    ], shuffledOrder: [2, 0, 1], repeatMode: "queue", current: 1)

    @Test func aQueueAndItsPlaceComeBackAsSaved() throws {
        let store = Self.store()
        let save = try store.save(Self.queue)
        try store.save(SavedPlace(index: 1, location: "/music/two\nlines\t100%.mp3", position: 31.25, paused: true, queueSave: save))
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue == Self.queue)
        #expect(read.place == SavedPlace(index: 1, location: "/music/two\nlines\t100%.mp3", position: 31.25, paused: true, queueSave: save))
        #expect(read.currentIndex == 1)
        #expect(read.notices.isEmpty)
    }

    @Test func nothingSavedIsNoSessionAndNoProblem() throws {
        #expect(try Self.store().load().get() == nil)
    }

    @Test func anUnshuffledQueueWithoutPlaceRestoresWithNothingCurrent() throws {
        let store = Self.store()
        let queue = SavedQueue(items: [.init(location: "/a.mp3")])
        try store.save(queue)
        try store.save(SavedPlace?.none)
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue == queue && read.place == nil && read.currentIndex == nil)
    }

    /// A place written for another save of the queue (a kill between the two writes) still
    /// finds its item by location.
    @Test func aPlaceWhoseIndexNoLongerNamesItsItemFindsItByLocation() {
        let session = SavedSession(queue: Self.queue, place: SavedPlace(index: 0, location: "https://example.com/live?x=1",
                                                                        position: nil, paused: false, queueSave: 1))
        #expect(session.currentIndex == 2)
        let gone = SavedSession(queue: Self.queue, place: SavedPlace(index: 0, location: "/elsewhere.mp3", position: 3,
                                                                     paused: false, queueSave: 1))
        #expect(gone.currentIndex == nil)
    }

    /// The place of the save before a move (a kill came between the queue's write and the
    /// place's): the item at its old index is another now, and its item is in the queue twice.
    /// The queue's own current item is the one.
    @Test func aPlaceOfTheSaveBeforeAMoveFindsItsItemWhereTheQueueSavedItCurrent() throws {
        let store = Self.store()
        let moved = SavedQueue(items: ["/b.mp3", "/c.mp3", "/a.mp3", "/b.mp3", "/d.mp3"].map { .init(location: $0) }, current: 3)
        let old = try store.save(moved)
        try store.save(SavedPlace(index: 4, location: "/b.mp3", position: 7, paused: false, queueSave: old - 1))
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue.current == 3)
        #expect(read.currentIndex == 3, "not the first /b.mp3")
        let unmarked = SavedSession(queue: SavedQueue(items: moved.items), place: read.place)
        #expect(unmarked.currentIndex == 0, "a queue saved without its current item: the first at the place's location")
    }

    /// The item playing removed, and the player killed between the queue's write and the
    /// place's: the place names the removed item, and the queue saved the next one current.
    /// That one plays on (the crash test caught a session restored with nothing current).
    @Test func aPlaceOfTheSaveBeforeTheCurrentItemWasRemovedGivesWayToTheQueuesCurrentItem() throws {
        let store = Self.store()
        let removed = SavedQueue(items: ["/a.mp3", "/c.mp3", "/d.mp3"].map { .init(location: $0) }, current: 1)
        let save = try store.save(removed)
        try store.save(SavedPlace(index: 1, location: "/b.mp3", position: 7, paused: true, queueSave: save - 1))
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.currentIndex == 1)
        let finished = try store.save(SavedQueue(items: removed.items))
        try store.save(SavedPlace(index: 1, location: "/c.mp3", position: 2, paused: true, queueSave: finished - 1))
        let none = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(none.currentIndex == nil, "the queue saved with nothing current: the last item was removed")
    }

    @Test func savesAlternateBetweenTwoFilesAndTheNewestWins() throws {
        let store = Self.store()
        for count in 1...5 {
            try store.save(SavedQueue(items: (0..<count).map { .init(location: "/\($0).mp3") }))
        }
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue.items.count == 5)
        let files = try FileManager.default.contentsOfDirectory(atPath: store.directory).sorted()
        #expect(files == ["queue-a", "queue-b"])
    }

    /// A power loss may leave the newest file renamed but short: the one before comes back,
    /// and the next save goes over the damaged file, keeping the good one.
    @Test(arguments: [1, 9, 30, 60, 1_000])
    func aTruncatedNewestQueueFallsBackToTheOneBefore(cutFromEnd: Int) throws {
        let store = Self.store()
        try store.save(SavedQueue(items: [.init(location: "/old.mp3")]))
        try store.save(SavedQueue(items: [.init(location: "/new.mp3"), .init(location: "/newer.mp3")]))
        let newest = URL(fileURLWithPath: store.directory + "/queue-b")
        let bytes = try Data(contentsOf: newest)
        try bytes.prefix(max(0, bytes.count - cutFromEnd)).write(to: newest)
        let reader = SessionStore(directory: store.directory)
        let read = try #require(try reader.load().get())
        guard cutFromEnd > 1 else {
            // Only the last line break went: every item and the end line are there.
            #expect(read.queue.items.map(\.location) == ["/new.mp3", "/newer.mp3"] && read.notices.isEmpty)
            return
        }
        #expect(read.queue.items.map(\.location) == ["/old.mp3"])
        #expect(read.notices.count == 1, "\(read.notices)")
        try reader.save(SavedQueue(items: [.init(location: "/after.mp3")]))
        #expect(try SessionStore(directory: store.directory).load().get()?.queue.items.map(\.location) == ["/after.mp3"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.directory + "/queue-a")).count > 0)
    }

    @Test func aForeignOrGarbageFileIsOneReasonNeverACrash() throws {
        var generator = SystemRandomNumberGenerator()
        let good = try Data(contentsOf: URL(fileURLWithPath: {
            let store = Self.store()
            try store.save(Self.queue)
            return store.directory + "/queue-a"
        }()))
        for round in 0..<300 {
            let store = Self.store()
            try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
            var bytes = [UInt8](good)
            switch round % 3 {
            case 0: bytes = (0..<Int.random(in: 0...400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            case 1: for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            default: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            }
            try Data(bytes).write(to: URL(fileURLWithPath: store.directory + "/queue-a"))
            try Data((0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) })
                .write(to: URL(fileURLWithPath: store.directory + "/place"))
            switch store.load() {
            case let .failure(damage): #expect(!damage.reason.isEmpty)
            case let .success(session?):
                // A flipped byte may leave a file that still reads: then it holds as many items.
                #expect(session.queue.items.count == 3, "round \(round)")
                #expect(session.place == nil)
            case .success(nil): Issue.record("round \(round): a file was there")
            }
        }
    }

    @Test func aForeignFileSaysWhatItIs() throws {
        let store = Self.store()
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try "[playlist]\nFile1=/a.mp3\n".write(toFile: store.directory + "/queue-a", atomically: true, encoding: .utf8)
        guard case let .failure(damage) = store.load() else {
            Issue.record("a foreign file was read as a session")
            return
        }
        #expect(damage.reason == "queue-a: not a PlayDeck session queue")
    }

    /// A store that was not read (files named at start) still saves after what is there, and
    /// over the older of the two files.
    @Test func aSaveWithoutALoadGoesAfterTheSavesAlreadyThere() throws {
        let store = Self.store()
        for count in 1...3 { try store.save(SavedQueue(items: (0..<count).map { .init(location: "/\($0).mp3") })) }
        let fresh = SessionStore(directory: store.directory)
        try fresh.save(SavedQueue(items: [.init(location: "/named.mp3")]))
        #expect(fresh.lastSave == 4)
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue.items.map(\.location) == ["/named.mp3"])
    }

    /// A server's song keeps the length its server lists (its transcoded stream does not say it);
    /// the items without one are written as before, so a file an earlier version wrote still reads.
    @Test func aServersListedLengthIsKeptAndItemsWithoutOneReadAsBefore() throws {
        let store = Self.store()
        let queue = SavedQueue(items: [.init(location: "subsonic://home/tone-1", title: "Offset Tone", startTime: 20, length: 40),
                                       .init(location: "/music/a.mp3", title: "A title", startTime: 12.5)], current: 0)
        try store.save(queue)
        let read = try #require(try SessionStore(directory: store.directory).load().get())
        #expect(read.queue == queue)
        let text = String(decoding: SessionFileFormat.encode(queue, save: 1), as: UTF8.self)
        #expect(text.contains("item=subsonic://home/tone-1\tOffset Tone\t20.0\t40.0\n"), "\(text)")
        #expect(text.contains("item=/music/a.mp3\tA title\t12.5\n"), "\(text)")

        for (line, reason) in [("item=/a.mp3\t\t\t", "a broken length"), ("item=/a.mp3\t\t\tlong", "a broken length"),
                               ("item=/a.mp3\t\t\t-4", "a broken length"), ("item=/a.mp3\t\tx\t4", "a broken start time")] {
            let damaged = Self.store()
            try FileManager.default.createDirectory(atPath: damaged.directory, withIntermediateDirectories: true)
            try "playdeck-session-queue 1\nsave=1\nrepeat=none\n\(line)\ncount=1\n"
                .write(toFile: damaged.directory + "/queue-a", atomically: true, encoding: .utf8)
            guard case let .failure(damage) = damaged.load() else {
                Issue.record("\(line) was read")
                continue
            }
            #expect(damage.reason == "queue-a: \(reason)", "\(line)")
        }
    }

    @Test func aHundredThousandItemsRoundTrip() throws {
        let store = Self.store()
        let queue = SavedQueue(items: (0..<100_000).map { .init(location: "/music/album \($0 / 12)/track \($0).flac", title: $0 % 7 == 0 ? "T\($0)" : nil) },
                               shuffledOrder: Array((0..<100_000).reversed()), repeatMode: "track")
        try store.save(queue)
        #expect(try SessionStore(directory: store.directory).load().get()?.queue == queue)
    }
}
