import Foundation
import Testing
import TestSupport

/// `--multiview` refuses what cannot play side by side with one line, before any player starts.
@Suite struct MultiviewPlanTests {
    private func refusal(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--ao", "null", "--multiview"] + arguments,
                                           timeout: 20)
        return (result.status, result.stderr.split(separator: "\n").map(String.init))
    }

    @Test func viewsWithoutVideoOfAnotherLengthOrTooManyAreRefusedWithOneLine() throws {
        let angles = try (0..<2).map { try Fixtures.angle($0, seconds: 10) }
        let tone = try Fixtures.tone(seconds: 10)
        let longer = try Fixtures.angle(2, seconds: 20)
        let noVideo = try refusal([angles[0], tone])
        #expect(noVideo.status == 1)
        #expect(noVideo.lines.count == 1)
        #expect(noVideo.lines.first?.hasSuffix("\(tone): has no video; multiview shows videos side by side") == true, "\(noVideo.lines)")
        let mismatch = try refusal([angles[0], longer])
        #expect(mismatch.lines.count == 1)
        #expect(mismatch.lines.first?.contains("\(longer): 20.0 s long, but \(angles[0]) is 10.0 s") == true, "\(mismatch.lines)")
        let five = try refusal(Array(repeating: angles[0], count: 5))
        #expect(five.lines.first?.hasSuffix("--multiview takes two to four videos of one event, not 5") == true, "\(five.lines)")
        #expect(try refusal(["/nonexistent/angle.mkv", angles[1]]).lines.first?.contains("cannot be read for multiview") == true)
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
