@testable import Commands
import Testing

@Suite struct ClosestMatchTests {
    @Test func aTypoIsMatchedToTheNearestCandidate() {
        #expect(closestMatch(to: "acent", in: ["accent", "background", "border"]) == "accent")
        #expect(closestMatch(to: "bordr", in: ["accent", "background", "border"]) == "border")
    }

    @Test func aWordFarFromEveryCandidateMatchesNone() {
        #expect(closestMatch(to: "chartreuse-ish", in: ["red", "green", "blue"]) == nil)
        #expect(closestMatch(to: String(repeating: "x", count: 1 << 20), in: ["red", "green", "blue"]) == nil)
    }

    /// A candidate skipped for its length is one the distance would have refused too.
    @Test func theLengthBoundKeepsEveryMatchTheDistanceGives() {
        let candidates = ["a", "ab", "abc", "abcd", "abcdef", "abcdefghi", "abcdefghijkl"]
        for word in ["", "x", "ab", "abx", "abcdefg", "abcdefghijklmno", "zzzzzzzzz"] {
            let limit = max(2, word.count / 3)
            let measured = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
            #expect(closestMatch(to: word, in: candidates) == measured, "\(word)")
        }
    }
}
