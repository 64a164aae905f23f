import NowPlaying
import Testing

/// The command center's rules, without a player: handlers, enabled states and statuses.
@Suite struct RemoteCommandCenterTests {
    @Test func aCommandWithoutHandlersIsUnsupportedAndNotPublished() {
        let center = RemoteCommandCenter()
        #expect(!center.play.hasTargets)
        #expect(center.perform(.play) == .unsupported)
        #expect(center.availability.states[.play] == nil)
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
        #expect(center.perform(.skipForward(interval: 15)) == .disabled("Skipping is unavailable during an ad"))
        #expect(calls == 0)
        #expect(center.availability.states[.skipForward] == .disabled("Skipping is unavailable during an ad"))
        #expect(!center.availability.isEnabled(.skipForward))
        center.skipForward.setEnabled(true)
        #expect(center.skipForward.disabledReason == nil)
        #expect(center.perform(.skipForward(interval: 15)) == .success)
        #expect(center.availability.isEnabled(.skipForward))
    }

    @Test func theEventCarriesTheIntervalActuallyAskedFor() {
        let center = RemoteCommandCenter()
        center.skipForward.preferredIntervals = [30, 10]
        var asked: [RemoteCommandEvent] = []
        center.skipForward.addTarget { asked.append($0); return .success }
        _ = center.perform(.skipForward(interval: 42))
        #expect(asked == [.skipForward(interval: 42)])
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
            center.command(kind).addTarget { event in event.kind == kind ? .success : .commandFailed("wrong command") }
        }
        let events: [RemoteCommandEvent] = [
            .play, .pause, .togglePlayPause, .stop, .skipForward(interval: 1), .skipBackward(interval: 1),
            .changePlaybackRate(2), .changePlaybackPosition(3), .nextTrack, .previousTrack, .seekForward(.begin),
            .seekBackward(.end), .nextChapter, .previousChapter, .changeVolume(50), .toggleMute, .skipInterstitial,
            .contextualAction, .playFromBeginning, .changeRepeatMode(.queue), .changeShuffleMode(true), .playItem(0),
            .removeItem(0), .moveItem(from: 0, to: 1), .changeAudioTrack(1), .changeSubtitleTrack(nil),
            .changeSecondarySubtitleTrack(2),
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
