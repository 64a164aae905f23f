import Commands
import NowPlaying
import Stage
import Testing
import TestSupport

/// `library-scan DIR` through the stage's command center: the folder is scanned on a worker
/// while the loop turns, its result is one notice, and its end says the library changed.
@Suite struct LibraryScansTests {
    final class Heard {
        var notices: [String] = []
        var changes = 0
    }

    func rig(database: String?) throws -> (StageRig, Heard) {
        let rig = try StageRig(), heard = Heard()
        rig.stage.libraryPath = database
        rig.stage.onNotice = { line, _ in heard.notices.append(line) }
        rig.stage.onLibraryChanged = { heard.changes += 1 }
        return (rig, heard)
    }

    @Test func aFolderIsAddedOnAWorkerOneAtATimeAndItsEndSaysTheLibraryChanged() throws {
        let folder = try Fixtures.musicFolder([
            .init("Seeds/Wind/01.mp3", ["title": "Magnificent", "artist": "Seeds", "album": "Wind"]),
            .init("Seeds/Wind/02.mp3", ["title": "Northern Light", "artist": "Seeds", "album": "Wind"]),
        ])
        let (rig, heard) = try rig(database: try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db")
        #expect(rig.stage.source.perform(.libraryScan(folder)) == .success)
        #expect(rig.stage.source.perform(.libraryScan(folder)) == .disabled("Already adding \(folder) to the library"))
        #expect(rig.run { heard.changes == 1 })
        #expect(heard.notices == ["Added 2 tracks from \(folder)"])
        #expect(rig.stage.source.perform(.libraryScan(folder)) == .success, "another may start once it ended")
        #expect(rig.run { heard.changes == 2 })
        #expect(heard.notices.last == "Added 0 tracks from \(folder)")
    }

    @Test func aFolderThatIsNotThereFailsAtOnceAndWithoutAPlaceForALibraryItFails() throws {
        let (rig, heard) = try rig(database: try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db")
        #expect(rig.stage.source.perform(.libraryScan("/nonexistent/music"))
            == .commandFailed("/nonexistent/music: No such file or directory"))
        #expect(heard.notices.isEmpty && heard.changes == 0)
        rig.stage.libraryPath = nil
        #expect(rig.stage.source.perform(.libraryScan("/nonexistent/music"))
            == .commandFailed("no XDG_DATA_HOME or HOME to keep the library in"))
    }
}
