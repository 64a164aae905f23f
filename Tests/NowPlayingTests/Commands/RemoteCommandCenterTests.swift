import Commands
import NowPlaying
import Testing

/// The command center's rules, without a player: handlers, enabled states and statuses.
@Suite struct RemoteCommandCenterTests {
    @Test func aCommandWithoutHandlersIsUnsupportedAndNotPublished() {
        let center = RemoteCommandCenter()
        #expect(!center.play.hasTargets)
        #expect(center.perform(.play) == .unsupported)
        #expect(!center.supportedKinds.contains(.play))
        #expect(!center.hasAnyTarget)
    }

    @Test func handlersRunUntilTheyAreRemoved() {
        let center = RemoteCommandCenter()
        var calls = 0
        let token = center.play.addTarget { _ in calls += 1; return .success }
        #expect(center.perform(.play) == .success)
        #expect(calls == 1)
        #expect(center.hasAnyTarget)
        center.play.removeTarget(token)
        #expect(center.perform(.play) == .unsupported)
        #expect(calls == 1)
        #expect(!center.hasAnyTarget)
    }

    @Test func theSupportedCommandsFollowHandlersAddedAndRemovedAfterBeingAskedFor() {
        let center = RemoteCommandCenter()
        #expect(center.supportedKinds.isEmpty)
        let token = center.play.addTarget { _ in .success }
        #expect(center.supportedKinds == [.play])
        center.nextTrack.addTarget { _ in .success }
        #expect(center.supportedKinds == [.play, .nextTrack])
        center.play.removeTarget(token)
        #expect(center.supportedKinds == [.nextTrack])
    }

    @Test func removingOneHandlerLeavesTheOthers() {
        let center = RemoteCommandCenter()
        var seen: [String] = []
        let first = center.pause.addTarget { _ in seen.append("first"); return .success }
        center.pause.addTarget { _ in seen.append("second"); return .noSuchContent }
        center.pause.removeTarget(first)
        #expect(center.perform(.pause) == .noSuchContent)
        #expect(seen == ["second"])
    }

    @Test func aDisabledCommandAnswersWithItsReasonWithoutRunning() {
        let center = RemoteCommandCenter()
        var calls = 0
        center.skipForward.addTarget { _ in calls += 1; return .success }
        center.skipForward.setEnabled(false, reason: "Skipping is unavailable during an ad")
        #expect(center.perform(.skipForward(15)) == .disabled("Skipping is unavailable during an ad"))
        #expect(calls == 0)
        #expect(!center.skipForward.isEnabled)
        center.skipForward.setEnabled(true)
        #expect(center.skipForward.disabledReason == nil)
        #expect(center.perform(.skipForward(15)) == .success)
        #expect(center.supportedKinds == [.skipForward])
    }

    @Test func anAvailabilityEnablesAndDisablesWhatItNames() {
        let center = RemoteCommandCenter()
        center.skipForward.addTarget { _ in .success }
        center.play.addTarget { _ in .success }
        var availability = CommandAvailability()
        availability.states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        availability.states[.play] = .enabled
        center.apply(availability)
        #expect(center.perform(.skipForward(5)) == .disabled("Skipping is unavailable during an ad"))
        #expect(center.perform(.play) == .success)
        #expect(center.perform(.quit) == .unsupported, "the program's own commands are no command center's")
    }

    @Test func theEventCarriesTheIntervalActuallyAskedFor() {
        let center = RemoteCommandCenter()
        center.skipForward.preferredIntervals = [30, 10]
        var asked: [Command] = []
        center.skipForward.addTarget { asked.append($0); return .success }
        _ = center.perform(.skipForward(42))
        #expect(asked == [.skipForward(42)])
        #expect(center.skipForward.preferredIntervals == [30, 10])
    }

    @Test func skipIntervalsDefaultTo15Forward10Back() {
        let center = RemoteCommandCenter()
        #expect(center.skipForward.preferredIntervals == [15])
        #expect(center.skipBackward.preferredIntervals == [10])
    }

    @Test func everyEventGoesToTheCommandOfItsKind() {
        let center = RemoteCommandCenter()
        for kind in RemoteCommandKind.allCases {
            center.command(kind).addTarget { command in command.kind == kind ? .success : .commandFailed("wrong command") }
        }
        let events: [Command] = [
            .play, .pause, .togglePause, .stop, .skipForward(1), .skipBackward(1),
            .setSpeed(2), .seek(to: 3), .nextTrack, .previousTrack, .nextChapter, .previousChapter, .setVolume(50),
            .toggleMute, .skipAd, .pressAction, .playFromBeginning, .repeatMode(.queue), .shuffle(true), .playIndex(1),
            .remove(1), .move(from: 1, to: 2), .open("a.mp3"), .audioTrack(1), .subtitleTrack(0),
            .secondarySubtitleTrack(2), .audioDevice("auto"), .abLoop(from: 1, to: 2), .trim(from: 1, to: 2), .trimCancel,
            .sleep(.off), .bookmarkAdd(nil), .bookmarkGo(1), .quit, .reloadConfig, .pipSwap, .view(1), .libraryAdd("x"),
            .libraryScan("~/Music"), .undo, .save("mix"), .clearError, .stopAfter(.once), .priority(1, from: 1, to: 1),
            .together(.leave), .flushListens, .star("subsonic://home/1", true),
        ]
        #expect(Set(events.map(\.kind)).count == RemoteCommandKind.allCases.count)
        for event in events { #expect(center.perform(event) == .success, "\(event)") }
    }

    @Test func statusesHaveTheirProtocolNamesAndReasons() {
        #expect(RemoteCommandStatus.success.name == "success")
        #expect(RemoteCommandStatus.noSuchContent.name == "noSuchContent")
        #expect(RemoteCommandStatus.noActionableNowPlayingItem.name == "noActionableNowPlayingItem")
        #expect(RemoteCommandStatus.commandFailed("x").name == "commandFailed")
        #expect(RemoteCommandStatus.disabled("Not now").reason == "Not now")
        #expect(RemoteCommandStatus.unsupported.reason == nil)
    }
}
