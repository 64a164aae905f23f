import Foundation
import Remote
import Testing
import TestSupport

/// Picture in picture in the real binary: the desktop's media controls (MPRIS through
/// playerctl on a private bus), `playdeck status` and the socket follow the active session.
@Suite(.serialized) struct PictureInPictureRemoteTests {
    private func title(_ setup: MPRISTests.Setup) throws -> String {
        try setup.playerctl(["metadata", "xesam:title"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aSwapMovesMPRISAndTheStatusToThePiPSessionAndCloseBringsTheMainBack() throws {
        let main = try Fixtures.tone(seconds: 30, title: "Main Talk")
        let podcast = try Fixtures.tone(seconds: 30, title: "Podcast", frequency: 660)
        let setup = try MPRISTests.Setup(["--pip", podcast, main])
        #expect(try eventually { try setup.instance.status().pictureInPicture?.title == "Podcast" })
        #expect(try title(setup) == "Main Talk")
        #expect(try setup.instance.run(["remote", "pip-swap"]).status == 0)
        #expect(try eventually { try title(setup) == "Podcast" })
        let swapped = try setup.instance.status()
        #expect(swapped.title == "Podcast")
        #expect(swapped.pictureInPicture?.title == "Main Talk")
        // The muted one is the corner's; the media keys act on the session shown.
        #expect(try eventually { try setup.instance.status().pictureInPicture?.muted == true })
        #expect(try setup.playerctl(["pause"]).status == 0)
        #expect(try eventually {
            let now = try setup.instance.status()
            return now.state == "paused" && now.pictureInPicture?.state == "playing"
        })
        #expect(try setup.instance.run(["remote", "pip-close"]).status == 0)
        #expect(try eventually { try title(setup) == "Main Talk" })
        let closed = try setup.instance.status()
        #expect(closed.pictureInPicture == nil)
        #expect(closed.state == "playing")
        #expect(!closed.muted)
    }

    @Test func aPiPItemThatCannotPlayClosesWithOneLineAndTheMainPlaysOn() throws {
        let main = try Fixtures.tone(seconds: 30, title: "Main Talk")
        let missing = "/nonexistent/playdeck/pip-missing.mp3"
        let instance = try PlayDeckInstance([main])
        let reply = try instance.run(["remote", "pip", missing])
        #expect(reply.status == 0)
        #expect(eventually {
            instance.standardError.contains("\(missing): cannot play in picture in picture")
        })
        let lines = instance.standardError.split(separator: "\n").filter { $0.contains("picture in picture") }
        #expect(lines.count == 1)
        let status = try instance.status()
        #expect(status.pictureInPicture == nil)
        #expect(status.title == "Main Talk")
        #expect(status.state == "playing")
        // Nothing is open to swap or close.
        #expect(try instance.run(["remote", "pip-swap"]).status == 1)
    }
}

extension PictureInPictureRemoteTests {
    @Test func theMainQueueEndingWaitsForPictureInPictureToClose() throws {
        let main = try Fixtures.tone(seconds: 1, title: "Short Main")
        let podcast = try Fixtures.tone(seconds: 30, title: "Podcast", frequency: 660)
        let instance = try PlayDeckInstance(["--exit-at-end", "--pip", podcast, main])
        #expect(try eventually { try instance.status().state == "stopped" })
        // The player is still there, the podcast playing in the corner.
        let ended = try instance.status()
        #expect(ended.pictureInPicture?.title == "Podcast")
        #expect(ended.pictureInPicture?.state == "playing")
        #expect(try instance.run(["remote", "pip-close"]).status == 0)
        #expect(instance.waitForExit(timeout: 10) == 0)
    }
}
