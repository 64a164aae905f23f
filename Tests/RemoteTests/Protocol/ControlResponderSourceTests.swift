import Commands
import Foundation
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport
@testable import Remote

/// A socket client over a session: its first request starts following the audio outputs, and
/// what it asks for is published once — a command's snapshot alone, never a snapshot of the
/// state before it first (`remote move 2 1` showed the item as it was, then as moved).
@Suite struct ControlResponderSourceTests {
    static func rig() throws -> (FakeSessionHarness, ControlResponder) {
        let paths = ["a.mp3", "b.mp3", "c.mp3"]
        let harness = FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: 30)) }))
        harness.player.plugAudioDevices([AudioDevice(name: "alsa/speakers", description: "Built-in Speakers")])
        try harness.play(paths.map { MediaItem(url: $0) })
        try harness.waitForMedia(1)
        return (harness, ControlResponder(source: SessionSource(infoCenter: harness.infoCenter)))
    }

    @Test func aNewClientsMoveIsPublishedOnceWithTheOutputs() throws {
        let (harness, responder) = try Self.rig()
        let before = harness.published.count
        _ = responder.respond(to: ControlRequest(.command(.player(.move(from: 2, to: 1)))))
        harness.idle(1)
        let new = harness.published[before...]
        #expect(new.count == 1, "\(new.map { ($0.queueIndex as Any, $0.mediaElapsed as Any) })")
        #expect(new.first?.queueIndex == 1)
        #expect(new.first?.audioDevices.count == 2, "the outputs come with the command's snapshot")
    }

    /// What a command says on every view ("Removed 'b.mp3'") is its reply's message, so that
    /// `playdeck remote` can print it; a refusal has its reason and no message.
    @Test func aCommandsFeedbackIsItsRepliesMessage() throws {
        let (harness, responder) = try Self.rig()
        defer { withExtendedLifetime(harness) {} }
        let removed = responder.respond(to: ControlRequest(.command(.player(.remove(2)))))
        #expect(ControlReply.decode(removed.line) == ControlReply(status: "success", message: "Removed 'b.mp3'"))
        let undone = responder.respond(to: ControlRequest(.command(.player(.undo))))
        #expect(ControlReply.decode(undone.line)?.message == "Undone · 3 items in the queue")
        let refused = responder.respond(to: ControlRequest(.command(.player(.undo))))
        #expect(ControlReply.decode(refused.line) == ControlReply(status: "commandFailed", reason: "Nothing to undo"))
    }

    /// The edits of one batch of lines are one step of undo; the next batch's are another,
    /// even when the player reads both in one turn of its loop (a fast client that waits for
    /// each reply).
    @Test func eachBatchOfLinesIsAStepOfUndo() throws {
        let (harness, responder) = try Self.rig()
        defer { withExtendedLifetime(harness) {} }
        QueueEditor(harness.session).groupEdits { _ in }
        for command: Command in [.remove(3), .move(from: 1, to: 2)] { _ = responder.respond(to: ControlRequest(.command(.player(command)))) }
        responder.finishBatch()
        _ = responder.respond(to: ControlRequest(.command(.player(.remove(1)))))
        responder.finishBatch()
        #expect(harness.session.queue.items.map(\.url) == ["a.mp3"])
        _ = responder.respond(to: ControlRequest(.command(.player(.undo))))
        #expect(harness.session.queue.items.map(\.url) == ["b.mp3", "a.mp3"], "the last batch, undone alone")
        _ = responder.respond(to: ControlRequest(.command(.player(.undo))))
        #expect(harness.session.queue.items.map(\.url) == ["a.mp3", "b.mp3", "c.mp3"], "the remove and the move, undone together")
    }

    @Test func aNewClientsStatusShowsTheOutputs() throws {
        let (harness, responder) = try Self.rig()
        _ = responder.respond(to: ControlRequest(.nowPlaying))
        #expect(harness.infoCenter.nowPlayingInfo?.audioDevices.count == 2)
    }

    /// The real binary: the first client's `remote move 2 1` is the first snapshot to list the
    /// outputs, and it shows the item at its new place.
    @Test func theFirstClientsMoveOnTheRealPlayerPublishesNoSnapshotOfTheStateBefore() throws {
        let world = try TestWorld()
        let songs = try [300, 500, 700].map { try world.reachable(try Fixtures.tone(seconds: 30, frequency: $0)) }
        let player = try world.start(["--headless", "--json", "--ao", "null", "--no-mpris"] + songs)
        defer { player.stop() }
        let lines = {
            player.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
        #expect(player.wait { lines().contains { $0["state"] as? String == "playing" } })
        let sent = try world.run(["remote", "move", "2", "1"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(player.wait { lines().contains { $0["queueIndex"] as? Int == 1 } })
        let listing = lines().filter { ($0["audioDevices"] as? [Any])?.isEmpty == false }
        #expect(listing.first?["queueIndex"] as? Int == 1, "\(listing.map { $0["queueIndex"] as Any })")
    }
}
