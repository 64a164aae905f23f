import Commands
import Foundation
import NowPlaying
import Stage
import Testing
import TestSupport

/// `save NAME`, `load NAME` and `playlists` through the stage, in a playlists folder of the test's own.
@Suite(.serialized) struct SavedPlaylistsTests {
    final class Feedback {
        var lines: [String] = []
    }

    static func rig() throws -> (StageRig, String, Feedback) {
        let rig = try StageRig()
        let folder = try Fixtures.folder(named: "playlists") + "/data/playdeck/playlists"
        rig.stage.playlistsFolder = folder
        let feedback = Feedback()
        rig.stage.infoCenter.addFeedbackObserver { feedback.lines.append($0) }
        return (rig, folder, feedback)
    }

    @Test func aSavedQueueIsAnM3U8WithItsTitlesAndLoadsBackUndoably() throws {
        let (rig, folder, feedback) = try Self.rig()
        let source = rig.stage.source
        let first = try Fixtures.tone(seconds: 20, title: "First", artist: "Band")
        let second = try Fixtures.tone(seconds: 20, title: "Second", artist: "Band", frequency: 550)
        #expect(source.perform(.open(first)) == .success)
        #expect(source.perform(.add(second)) == .success)
        // The titles are known once the item played (its tags) or the queue's rows were read.
        #expect(rig.run { rig.info?.metadata.title == "First" })
        #expect(source.perform(.save("road trip")) == .success)
        #expect(feedback.lines.last == "Saved 'road trip' (2 items)")
        let text = try String(contentsOfFile: folder + "/road trip.m3u8", encoding: .utf8)
        #expect(text.hasPrefix("#EXTM3U\n#EXTINF:"), "\(text)")
        #expect(text.contains(",Band - First\n\(first)\n"), "\(text)")
        #expect(text.hasSuffix("\(second)\n"))
        rig.turn()
        #expect(source.perform(.clear) == .success)
        rig.turn()
        #expect(source.perform(.playlists) == .success)
        #expect(feedback.lines.last == "Playlists: road trip")
        #expect(source.perform(.load("road trip")) == .success)
        #expect(feedback.lines.last == "Playing 'road trip' (2 items)")
        #expect(rig.stage.session.queue.items.map(\.url) == [first, second])
        #expect(rig.stage.session.queue.items[0].playlistTitle == "Band - First")
        #expect(source.perform(.undo) == .success)
        #expect(rig.stage.session.queue.count == 0, "the queue before the load was the cleared one")
    }

    @Test func aBadOrUnknownNameIsOneLine() throws {
        let (rig, folder, _) = try Self.rig()
        let source = rig.stage.source
        #expect(source.perform(.open(try Fixtures.tone(seconds: 20))) == .success)
        #expect(source.perform(.save("a/b")) == .commandFailed("a playlist's name may not contain '/'"))
        #expect(source.perform(.save(".hidden")) == .commandFailed("a playlist's name may not start with '.'"))
        #expect(source.perform(.load("nothing")) == .commandFailed("there is no saved playlist 'nothing'"))
        #expect(!FileManager.default.fileExists(atPath: folder), "nothing was written")
        rig.stage.playlistsFolder = nil
        #expect(source.perform(.playlists).reason?.hasPrefix("there is no place for playlists") == true)
    }
}
