import Foundation
import Testing
import TestSupport

/// Real MPD clients against PlayDeck and against Debian's MPD, from the same start on the same
/// music folder: every mpc subcommand and a python-mpd2 session must print the same, but for
/// the steps listed with the reason they differ.
@Suite(.enabled(if: RealMPD.isInstalled)) struct MPDClientsTests {
    /// mpc steps whose output differs from MPD's, and why.
    static let mpcDifferences: [String: String] = [:]

    /// python-mpd2 calls whose answer differs from MPD's (by call and its occurrence), and why.
    static let pythonDifferences: [String: String] = [:]

    @Test func everyMpcSubcommandPrintsWhatItPrintsAgainstMPD() throws {
        let music = try Fixtures.mpdLibrary()
        let mpd = try RealMPD(music: music)
        let playdeck = try PlayDeckMPD(library: music)
        let theirs = try MPCScript.run(against: mpd.socket)
        let ours = try MPCScript.run(against: playdeck.socket)
        var same = 0
        for (mine, reference) in zip(ours, theirs) {
            if mine == reference {
                same += 1
            } else if Self.mpcDifferences[mine.step] == nil {
                Issue.record("\(mine.step):\n--- MPD:\n\(reference.text)\n--- PlayDeck:\n\(mine.text)")
            }
        }
        print("mpc: \(same) of \(theirs.count) steps print the same")
    }

    @Test func aPythonMPDSessionGetsWhatMPDAnswers() throws {
        let music = try Fixtures.mpdLibrary()
        let mpd = try RealMPD(music: music)
        let playdeck = try PlayDeckMPD(library: music)
        let theirs = try PythonMPDScript.run(against: mpd.socket)
        let ours = try PythonMPDScript.run(against: playdeck.socket)
        var same = 0, seen: [String: Int] = [:]
        for (mine, reference) in zip(ours, theirs) {
            let call = Self.call(reference)
            seen[call, default: 0] += 1
            if mine == reference {
                same += 1
            } else if Self.pythonDifferences["\(call) #\(seen[call] ?? 0)"] == nil {
                Issue.record("\(call) #\(seen[call] ?? 0):\n--- MPD:\n\(reference)\n--- PlayDeck:\n\(mine)")
            }
        }
        #expect(ours.count == theirs.count)
        print("python-mpd2: \(same) of \(theirs.count) calls answered the same")
    }

    /// `name [arguments]` of a line the python-mpd2 script printed.
    static func call(_ line: String) -> String {
        guard let data = line.data(using: .utf8), let array = try? JSONSerialization.jsonObject(with: data) as? [Any],
              array.count >= 2, let name = array[0] as? String, let arguments = array[1] as? [String] else { return line }
        return name + " [" + arguments.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
