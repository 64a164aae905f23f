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
}
