import FileIO
import Foundation
import Library
import Testing
import TestSupport

@Suite struct ListeningHistoryTests {
    static func folder() -> String {
        Fixtures.directory + "/history-\(UUID().uuidString)/scrobble"
    }

    static func track(_ number: Int) -> ListenTrack {
        ListenTrack(artist: "Aurora Fields", title: "Song \(number)", album: "Polar", duration: 180, path: "/music/\(number).flac")
    }

    @Test func listensComeBackInOrderWithTheirIdsAndFields() throws {
        let folder = Self.folder()
        let history = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        let odd = ListenTrack(artist: "A\tB", title: "two\nlines 100%", album: nil, duration: nil, path: nil)
        try history.append(Self.track(1), listenedAt: 1_700_000_000)
        try history.append(odd, listenedAt: 1_700_000_100)
        let again = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        #expect(again.listens == [Listen(id: 1, listenedAt: 1_700_000_000, track: Self.track(1)),
                                  Listen(id: 2, listenedAt: 1_700_000_100, track: odd)])
        #expect(again.damagedLines == 0)
    }

    @Test func noTwoListensShareASecond() throws {
        let history = try ListeningHistory(directory: Self.folder(), services: [])
        try history.append(Self.track(1), listenedAt: 100)
        #expect(try history.append(Self.track(2), listenedAt: 100).listenedAt == 101)
        #expect(try history.append(Self.track(3), listenedAt: 50).listenedAt == 102)
    }

    @Test func eachServiceGetsWhatItHasNotAcknowledgedAndTheAcknowledgementLasts() throws {
        let folder = Self.folder()
        let history = try ListeningHistory(directory: folder, services: ["listenbrainz", "lastfm"])
        for number in 1...5 { try history.append(Self.track(number), listenedAt: number * 1000) }
        #expect(history.pending(for: "listenbrainz", limit: 2).map(\.id) == [1, 2])
        try history.acknowledge("listenbrainz", through: 2)
        let again = try ListeningHistory(directory: folder, services: ["listenbrainz", "lastfm"])
        #expect(again.pending(for: "listenbrainz", limit: 10).map(\.id) == [3, 4, 5])
        #expect(again.pendingCount(for: "lastfm") == 5)
        try again.acknowledge("listenbrainz", through: 1)
        #expect(again.acknowledged(by: "listenbrainz") == 2)
    }

    /// A kill in the middle of an append leaves half a line: it is no listen, and the next
    /// append replaces it, so the file never holds a line that mixes two listens.
    @Test func aLineACrashCutShortIsDroppedAndReplaced() throws {
        let folder = Self.folder()
        let history = try ListeningHistory(directory: folder, services: [])
        try history.append(Self.track(1), listenedAt: 10)
        let handle = try #require(FileHandle(forWritingAtPath: folder + "/listens"))
        handle.seekToEndOfFile()
        handle.write(Data("2\t20\t180\tAurora Fie".utf8))
        try handle.close()
        let again = try ListeningHistory(directory: folder, services: [])
        #expect(again.listens.map(\.id) == [1])
        try again.append(Self.track(3), listenedAt: 30)
        let text = try String(contentsOfFile: folder + "/listens", encoding: .utf8)
        #expect(text == "playdeck-listens 1\n1\t10\t180\tAurora Fields\tSong 1\tPolar\t/music/1.flac\n"
                     + "2\t30\t180\tAurora Fields\tSong 3\tPolar\t/music/3.flac\n")
    }

    @Test func aDamagedLineIsCountedAndTheRestRead() throws {
        let folder = Self.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "playdeck-listens 1\n1\t10\t\tA\tB\t\t\nnot a listen\n3\t30\tx\tA\tB\t\t\n4\t40\t\tA\tC\t\t\n"
            .write(toFile: folder + "/listens", atomically: true, encoding: .utf8)
        let history = try ListeningHistory(directory: folder, services: [])
        #expect(history.listens.map(\.id) == [1, 4])
        #expect(history.damagedLines == 2)
    }

    @Test func pastItsSizeTheOldestAcknowledgedHalfRotatesOut() throws {
        let folder = Self.folder()
        let history = try ListeningHistory(directory: folder, services: ["listenbrainz"], keep: 10)
        for number in 1...11 { try history.append(Self.track(number), listenedAt: number) }
        // Nothing acknowledged: nothing may go.
        #expect(history.listens.count == 11)
        try history.acknowledge("listenbrainz", through: 3)
        try history.append(Self.track(12), listenedAt: 12)
        #expect(history.listens.map(\.id) == Array(4...12))
        try history.acknowledge("listenbrainz", through: 12)
        try history.append(Self.track(13), listenedAt: 13)
        try history.append(Self.track(14), listenedAt: 14)
        #expect(history.listens.map(\.id) == Array(10...14))
        let again = try ListeningHistory(directory: folder, services: ["listenbrainz"], keep: 10)
        #expect(again.listens.map(\.id) == Array(10...14))
        #expect(again.pendingCount(for: "listenbrainz") == 2)
        let rotated = try String(contentsOfFile: folder + "/listens.1", encoding: .utf8)
        #expect(rotated.split(separator: "\n").count == 7)
        try again.append(Self.track(15), listenedAt: 15)
        #expect(again.listens.last?.id == 15)
    }
}

@Suite struct ListeningHistorySharingTests {
    /// Two players at once keep their listens in one file: each sees the other's lines before
    /// it appends (ids stay unique), and only the first to claim it sends.
    @Test func twoHistoriesOfOneFolderAppendInTurnAndOneSends() throws {
        let folder = ListeningHistoryTests.folder()
        let first = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        let second = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        try first.append(ListeningHistoryTests.track(1), listenedAt: 100)
        try second.append(ListeningHistoryTests.track(2), listenedAt: 100)
        try first.append(ListeningHistoryTests.track(3), listenedAt: 300)
        #expect(first.listens.map(\.id) == [1, 2, 3])
        #expect(first.listens.map(\.listenedAt) == [100, 101, 300])
        #expect(try ListeningHistory(directory: folder, services: []).listens.map(\.track.title) == ["Song 1", "Song 2", "Song 3"])
        #expect(first.claimSending())
        #expect(!second.claimSending())
        try first.acknowledge("listenbrainz", through: 2)
        try second.refresh()
        #expect(second.listens.count == 3)
    }

    @Test func aRotationThatFailsDoesNotDisownTheListenAlreadyOnDisk() throws {
        let folder = ListeningHistoryTests.folder()
        let history = try ListeningHistory(directory: folder, services: [], keep: 2)
        // listens.1 cannot be written (a folder stands there): the rotation fails, as on a full disk.
        try FileManager.default.createDirectory(atPath: folder + "/listens.1/x", withIntermediateDirectories: true)
        try history.append(ListeningHistoryTests.track(1), listenedAt: 100)
        try history.append(ListeningHistoryTests.track(2), listenedAt: 200)
        let third = try history.append(ListeningHistoryTests.track(3), listenedAt: 300)
        #expect(third.id == 3)
        let again = try ListeningHistory(directory: folder, services: [])
        #expect(again.listens.map(\.id) == [1, 2, 3])
    }

    @Test func aListensFileRemovedByHandDoesNotReuseIdsAServiceTook() throws {
        let folder = ListeningHistoryTests.folder()
        let history = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        for number in 1...3 { try history.append(ListeningHistoryTests.track(number), listenedAt: number * 1000) }
        try history.acknowledge("listenbrainz", through: 3)
        try FileManager.default.removeItem(atPath: folder + "/listens")
        let fresh = try ListeningHistory(directory: folder, services: ["listenbrainz"])
        #expect(try fresh.append(ListeningHistoryTests.track(4), listenedAt: 5000).id == 4)
        #expect(fresh.pending(for: "listenbrainz", limit: 10).map(\.id) == [4])
    }
}
