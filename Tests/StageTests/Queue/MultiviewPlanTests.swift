import Stage
import Testing
import TestSupport

/// The views `--multiview` takes: two to four local videos of one length, each refusal one line.
@Suite struct MultiviewPlanTests {
    @Test func viewsWithoutVideoOfAnotherLengthOrTooManyAreRefused() throws {
        let angles = try (0..<2).map { try Fixtures.angle($0, seconds: 10) }
        let tone = try Fixtures.tone(seconds: 10)
        let longer = try Fixtures.angle(2, seconds: 20)
        #expect(MultiviewPlan.refusal([angles[0], tone])?.hasSuffix("\(tone): has no video; multiview shows videos side by side") == true)
        #expect(MultiviewPlan.refusal([angles[0], longer])?.contains("\(longer): 20.0 s long, but \(angles[0]) is 10.0 s") == true)
        #expect(MultiviewPlan.refusal(Array(repeating: angles[0], count: 5)) == "--multiview takes two to four videos of one event, not 5")
        #expect(MultiviewPlan.refusal(["/nonexistent/angle.mkv", angles[1]])?.contains("cannot be read for multiview") == true)
        #expect(MultiviewPlan.refusal(angles) == nil)
    }
}
