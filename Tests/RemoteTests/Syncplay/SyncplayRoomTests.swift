import Testing
import NowPlaying
@testable import Remote

@Suite struct SyncplayRoomTests {
    private func room() -> SyncplayRoom {
        var room = SyncplayRoom(name: "r", username: "deck")
        room.ownFile = SyncplayFile(name: "Big Buck Bunny.mkv", duration: 596, size: .bytes(1000))
        return room
    }

    @Test func theListKeepsOurRoomsOthers() {
        var room = room()
        room.list(["r": ["deck": .init(file: nil, isReady: true), "ana": .init(file: nil, isReady: nil)],
                   "other": ["bob": .init(file: nil, isReady: nil)]])
        #expect(room.members == ["ana": .init(file: nil, isReady: nil)])
    }

    @Test func aDifferentFileIsSaid() {
        var room = room()
        #expect(room.apply(.init(username: "ana", room: "r", file: nil, event: .joined)) == "ana joined the room")
        #expect(room.apply(.init(username: "ana", room: "r", file: .init(name: "big_buck_bunny.mkv", duration: 596.5, size: .bytes(1000)),
                                 event: nil)) == "ana is playing big_buck_bunny.mkv")
        #expect(room.apply(.init(username: "ana", room: "r", file: .init(name: "Other.mkv", duration: 10, size: .bytes(5)), event: nil))
            == "ana is playing Other.mkv (a different file)")
        #expect(room.summary == "Room r: ana (different file: Other.mkv)")
        #expect(room.apply(.init(username: "ana", room: "r", file: nil, event: .left)) == "ana left the room")
        #expect(room.summary == "Room r: nobody else")
    }

    @Test func escapeSequencesAndHugeNamesNeverReachANotice() {
        var room = room()
        let name = "\u{1B}]52;c;bad\u{07}ana\u{1B}[2J"
        let notice = room.apply(.init(username: name, room: "r", file: .init(name: String(repeating: "x", count: 1 << 20), duration: 1,
                                                                            size: .bytes(1)), event: .joined))
        #expect(notice?.contains("\u{1B}") == false)
        #expect(notice?.contains("\u{07}") == false)
        #expect((notice?.count ?? .max) < 400)
    }

    @Test func theMembersArePublishedByNameSanitisedWithTheirFileAndReadiness() {
        var room = room()
        _ = room.apply(.init(username: "zoe\u{1B}[2J", room: "r", file: .init(name: "x\u{07}.mkv", duration: 10, size: .bytes(5)), event: nil))
        _ = room.apply(.init(username: "ana", room: "r", file: .init(name: "big_buck_bunny.mkv", duration: 596, size: .bytes(1000)),
                             event: nil))
        _ = room.apply(.init(username: "bob", room: "r", file: nil, event: .joined))
        _ = room.ready("ana", true)
        #expect(room.published == [
            .init(name: "ana", file: "big_buck_bunny.mkv", duration: 596, isReady: true, isSameFile: true),
            .init(name: "bob"),
            .init(name: "zoe\u{FFFD}[2J", file: "x\u{FFFD}.mkv", duration: 10, isSameFile: false),
        ])
    }

    @Test func readinessChangesAreSaidOnce() {
        var room = room()
        _ = room.apply(.init(username: "ana", room: "r", file: nil, event: .joined))
        #expect(room.ready("ana", nil) == nil)
        #expect(room.ready("ana", true) == "ana is ready")
        #expect(room.ready("ana", true) == nil)
        #expect(room.ready("ana", false) == "ana is not ready")
    }
}
