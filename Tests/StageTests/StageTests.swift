import Commands
import NowPlaying
import Stage
import Testing
import TestSupport

/// A stage that started with nothing queued (`playdeck` alone): idle, every remote answered
/// plainly, and what is then opened plays.
@Suite struct StageTests {
    @Test func anEmptyStageIsStoppedAnswersPlainlyAndPlaysWhatIsOpened() throws {
        let rig = try StageRig()
        let info = try #require(rig.info)
        #expect(info.state == .stopped && info.queueCount == 0 && info.queueIndex == nil)
        #expect(info.commands.states[.play] == .disabled("The queue is empty"))
        #expect(info.commands.states[.addItem] == .enabled)
        #expect(rig.stage.source.perform(.play) == .disabled("The queue is empty"))
        #expect(rig.stage.source.perform(.pause) == .disabled("Nothing is playing"))
        #expect(rig.stage.source.perform(.nextTrack) == .disabled("The queue is empty"))
        #expect(rig.stage.source.answer(.queueRows([0])) == .value(.queueRows(QueueRows(revision: info.queueRevision, itemsRevision: 0, total: 0, rows: []))))
        let tone = try Fixtures.tone(seconds: 20)
        #expect(rig.stage.source.perform(.open(tone)) == .success)
        #expect(rig.run { rig.info?.state == .playing }, "\(String(describing: rig.info?.state))")
        #expect(rig.info?.queueCount == 1)
    }
}
