import Settings
import Stage
import Testing
import TestSupport

/// What the command line names, worked out before a player starts: nothing named is an empty
/// start, unlike something named that yields nothing.
@Suite struct QueuePlanTests {
    func plan(_ request: QueueRequest) -> QueuePlan {
        QueuePlan(request, config: .defaults, environment: ["HOME": "/nonexistent"])
    }

    @Test func nothingNamedStartsEmptyWithNothingToSay() {
        let empty = plan(QueueRequest())
        #expect(empty.startsEmpty && empty.items.isEmpty && !empty.failed && empty.messages.isEmpty)
    }

    @Test func somethingNamedThatYieldsNothingIsAFailureNotAnEmptyStart() throws {
        let folder = try TestWorld.makeFolder(prefix: "pdempty")
        var request = QueueRequest()
        request.arguments = [folder]
        let missing = plan(request)
        #expect(!missing.startsEmpty && missing.items.isEmpty && missing.failed)
        #expect(missing.messages.count == 1 && missing.messages[0].hasPrefix(folder + ": "), "\(missing.messages)")
        var library = QueueRequest()
        library.library = "artist:Nobody"
        #expect(!library.namesNothing && !plan(library).startsEmpty)
        var demo = QueueRequest()
        demo.demo = true
        #expect(!demo.namesNothing)
    }
}
