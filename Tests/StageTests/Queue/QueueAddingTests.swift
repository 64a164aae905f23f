import Commands
import Foundation
import NowPlaying
import Stage
import Testing
import TestSupport

/// `add` of a folder or a playlist through the stage: expanded on the player's side as the
/// command line expands it, refused entries and unreadable paths told in one line, the rest added.
@Suite(.serialized) struct QueueAddingTests {
    /// A folder of three tones named so that only natural order puts them right, and a playlist
    /// beside it listing a tone, one entry a playlist may not name, and a missing file.
    static func media() throws -> (folder: String, playlist: String, tone: String) {
        let top = try Fixtures.folder(named: "adding")
        let folder = top + "/album"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tone = try Fixtures.tone(seconds: 20)
        for name in ["track10.mp3", "track2.mp3", "track1.mp3"] { _ = try Fixtures.copy(tone, into: folder, as: name) }
        _ = try Fixtures.copy(tone, into: top, as: "listed.mp3")
        let playlist = top + "/mix.m3u"
        try "#EXTM3U\n#EXTINF:20,Listed\nlisted.mp3\nav://lavfi:anullsrc\n".write(toFile: playlist, atomically: true, encoding: .utf8)
        return (folder, playlist, tone)
    }

    final class Feedback {
        var lines: [String] = []
    }

    @Test func aFolderAndAPlaylistAddTheirItemsWhereThePlacementSays() throws {
        let rig = try StageRig()
        let (folder, playlist, tone) = try Self.media()
        let feedback = Feedback()
        rig.stage.infoCenter.addFeedbackObserver { feedback.lines.append($0) }
        let source = rig.stage.source
        #expect(source.perform(.open(tone)) == .success)
        rig.turn()
        #expect(source.perform(.add(folder), from: .remote("the control socket")) == .success)
        #expect(feedback.lines.last == "Added 3 items")
        rig.turn()
        #expect(source.perform(.add(playlist, .at(2)), from: .remote("the control socket")) == .success)
        let line = try #require(feedback.lines.last)
        #expect(line.hasPrefix("Added 1 item at 2 · not added: \(playlist): refused av://lavfi:anullsrc"), "\(line)")
        let session = rig.stage.session
        #expect(session.queue.items.first?.url == tone)
        let names = session.queue.items.dropFirst().map { ($0.url as NSString).lastPathComponent }
        #expect(names == ["listed.mp3", "track1.mp3", "track2.mp3", "track10.mp3"])
        #expect(session.queue.items[1].playlistTitle == "Listed")
        #expect(session.currentIndex == 0, "what played plays on")
        #expect(source.perform(.undo) == .success)
        #expect(session.queue.count == 4, "one add is one undo")
    }

    @Test func whatYieldsNothingIsOneLineAndAddsNothing() throws {
        let rig = try StageRig()
        let source = rig.stage.source
        #expect(source.perform(.add("/nonexistent/a.mp3")) == .commandFailed("/nonexistent/a.mp3: No such file or directory"))
        #expect(source.perform(.add("-")) == .commandFailed("-: standard input may be named only on the command line"))
        let empty = try Fixtures.folder(named: "empty")
        #expect(source.perform(.add(empty)) == .commandFailed("\(empty): no media files in this folder"))
        #expect(rig.stage.session.queue.count == 0)
    }
}

/// A server's song (`subsonic://NAME/ID`) is added as the item the Library panel's lists give
/// for it, with its stream URL; one they never listed is one line.
extension QueueAddingTests {
    @Test func aServersSongIsAddedAsTheItemItsListsGaveAndAnUnlistedOneIsOneLine() throws {
        let rig = try StageRig()
        let tone = try Fixtures.tone(seconds: 20)
        rig.stage.serverItem = { location in
            guard location == "subsonic://home/7" else { return nil }
            var item = MediaItem(url: location, playlistTitle: "Whisper")
            item.playbackURL = tone
            return item
        }
        let source = rig.stage.source
        #expect(source.perform(.add("subsonic://home/7"), from: .remote("the control socket")) == .success)
        #expect(rig.stage.session.queue.items.map(\.url) == ["subsonic://home/7"])
        #expect(rig.stage.session.queue.items.first?.openedURL == tone)
        #expect(source.perform(.add("subsonic://home/8")) == .commandFailed(
            "subsonic://home/8: not a song of a server this player has listed (the Library panel lists them)"))
        #expect(rig.stage.session.queue.count == 1)
    }
}

/// A server's song no list showed is asked of the server: added once it answers, where the
/// command said, or its failure told in one line.
extension QueueAddingTests {
    @Test func aServersSongNoListShowedIsAddedOnceTheServerAnswers() throws {
        let rig = try StageRig()
        let tone = try Fixtures.tone(seconds: 20)
        let feedback = Feedback()
        rig.stage.infoCenter.addFeedbackObserver { feedback.lines.append($0) }
        nonisolated(unsafe) var asked: [(String, (Result<MediaItem, ServerItemFailure>) -> Void)] = []
        rig.stage.serverItemLater = { location, later in asked.append((location, later)) }
        let source = rig.stage.source
        #expect(source.perform(.open(tone)) == .success)
        rig.turn()
        #expect(source.perform(.add("subsonic://home/9", .next), from: .remote("the control socket")) == .success)
        #expect(feedback.lines.last == "Asking home for the song")
        #expect(source.perform(.add("subsonic://home/10")) == .success)
        #expect(asked.map(\.0) == ["subsonic://home/9", "subsonic://home/10"])
        #expect(rig.stage.session.queue.count == 1, "nothing is added before the server answers")
        var item = MediaItem(url: "subsonic://home/9", playlistTitle: "Whisper\u{1B}[2J")
        item.playbackURL = tone
        asked[0].1(.success(item))
        #expect(rig.stage.session.queue.items.map(\.url) == [tone, "subsonic://home/9"])
        let added = try #require(feedback.lines.last)
        #expect(added.hasPrefix("Added 'Whisper") && !added.contains("\u{1B}"), "\(added)")
        asked[1].1(.failure(ServerItemFailure(line: "Subsonic error 70: song not found")))
        #expect(feedback.lines.last == "subsonic://home/10: Subsonic error 70: song not found")
        #expect(rig.stage.session.queue.count == 2)
    }
}
