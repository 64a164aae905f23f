import Foundation
import Testing
import TestSupport

/// `--multiview` in the real binary: a refusal is one line before any player starts (which views
/// are refused: StageTests/Queue/MultiviewPlanTests), views of one length play as one session.
@Suite struct MultiviewPlanTests {
    private func refusal(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--ao", "null", "--multiview"] + arguments,
                                           timeout: 20)
        return (result.status, result.stderr.split(separator: "\n").map(String.init))
    }

    @Test func aRefusalIsOneLineAndNoPlayerStarts() throws {
        let angle = try Fixtures.angle(0, seconds: 10)
        let refused = try refusal([angle, try Fixtures.tone(seconds: 10)])
        #expect(refused.status == 1)
        #expect(refused.lines.count == 1, "\(refused.lines)")
    }

    @Test func viewsOfOneLengthPlayAsOneSessionListingEveryView() throws {
        let angles = try (0..<3).map { try Fixtures.angle($0, seconds: 10) }
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--json", "--exit-at-end", "--ao", "null", "--speed", "4",
                                                                    "--multiview"] + angles, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let views = result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["multiview"] as? [String: Any]
        }
        #expect((views.first?["views"] as? [String])?.count == 3, "\(result.stdout.prefix(400))")
        #expect(views.first?["focus"] as? Int == 0)
    }
}
