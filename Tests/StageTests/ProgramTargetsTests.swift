import Commands
import NowPlaying
import Stage
import Testing
import TestSupport

/// The program's own commands reach the program through the active session's command center,
/// with a status, from whichever remote sent them.
@Suite(.serialized) struct ProgramTargetsTests {
    @Test func quitReloadViewsAndLibraryAddAreTheCentersCommands() throws {
        let rig = try StageRig()
        var quits = 0, reloads = 0
        rig.stage.onQuit = { quits += 1 }
        rig.stage.onReloadConfig = { reloads += 1; return reloads == 1 }
        #expect(rig.stage.source.perform(.quit) == .success)
        #expect(quits == 1)
        #expect(rig.stage.source.perform(.reloadConfig) == .success)
        #expect(rig.stage.source.perform(.reloadConfig) == .commandFailed("the config has errors and was not reloaded"))
        #expect(rig.stage.source.perform(.view(2)) == .disabled("Only multiview (--multiview) has views"))
        rig.stage.libraryPath = nil
        #expect(rig.stage.source.perform(.libraryAdd("anything"))
            == .commandFailed("the library is empty: 'playdeck library add DIR' indexes a folder"))
        let center = rig.stage.session.remoteCommandCenter
        #expect(RemoteCommandKind.programKinds.allSatisfy { center.command($0).hasTargets })
    }

    @Test func aRemoteCannotNameTheLocationsOnlyTheCommandLineMay() throws {
        let rig = try StageRig()
        let refused = rig.stage.source.perform(.pip("av://lavfi:anullsrc"), from: .remote("MPRIS"))
        #expect(refused.reason?.hasPrefix("refused av://lavfi:anullsrc") == true)
        #expect(rig.stage.pictureInPictureSession == nil)
    }

    /// The edits of one turn of the loop are one step of undo: the Library panel's Enter sends
    /// a replace, then adds and moves, and one `u` brings the old queue back.
    @Test func theQueuesEditsOfOneTurnAreUndoneTogether() throws {
        let rig = try StageRig()
        let source = rig.stage.source
        let tones = try (0..<4).map { try Fixtures.tone(seconds: 20, title: "Turn \($0)", frequency: 400 + 50 * $0) }
        #expect(source.perform(.open(tones[0])) == .success)
        rig.turn()
        for command: Command in [.add(tones[2], .replace), .add(tones[3]), .add(tones[1]), .move(from: 3, to: 1)] {
            #expect(source.perform(command) == .success, "\(command.text)")
        }
        #expect(rig.stage.session.queue.items.map(\.url) == [tones[1], tones[2], tones[3]])
        rig.turn()
        #expect(source.perform(.remove(3)) == .success)
        rig.turn()
        #expect(source.perform(.undo) == .success)
        #expect(rig.stage.session.queue.count == 3, "the remove, a turn of its own")
        #expect(source.perform(.undo) == .success)
        #expect(rig.stage.session.queue.items.map(\.url) == [tones[0]], "the replace and what came with it")
        #expect(source.perform(.undo) == .success)
        #expect(rig.stage.session.queue.count == 0)
    }
}
