import Foundation
import Remote
import Testing
import TestSupport

/// Picture in picture in the real binary: the desktop's media controls (MPRIS through
/// playerctl on a private bus), `playdeck status` and the socket follow the active session.
/// What the stage does on its own (a corner that cannot play, the main queue's end waiting for
/// the corner) is tested in-process: StageTests/PictureInPictureStageTests.
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
}
