import Commands
import NowPlaying
import Settings

/// The go-to prompt (`g`, mpv's absolute and percent seeks, ncmpcpp's `g`): one line where a
/// person types a time (`1:23`), a share of the length (`45%`) or a step (`+30`, `-1:00`).
/// Enter goes there through the same commands a key or `playdeck remote seek` sends, so the
/// command center's rules (ads, interstitials) hold; a bad entry says why and stays to be fixed.
public struct GoToPrompt: Equatable, Sendable {
    /// The entry typed so far.
    public internal(set) var text = ""
    /// Why the last entry was not taken; it goes with the next key that edits the line.
    public internal(set) var problem: String?

    /// A key while the prompt is open.
    mutating func key(_ key: KeyName, info: NowPlayingInfo?) -> [PanelEffect] {
        switch LineEditing.apply(key, to: &text) {
        case .cancel: return [.show(.none)]
        case .ignored: return []
        case .edited:
            problem = nil
            return []
        case .submit:
            // Enter on nothing typed leaves, as a command line does.
            guard !text.allSatisfy(\.isWhitespace) else { return [.show(.none)] }
            let target: SeekTarget
            do throws(CommandParseError) {
                target = try SeekTarget(parsing: text)
            } catch {
                problem = error.message
                return []
            }
            if case .percent = target, info?.duration == nil {
                problem = SeekTarget.unknownLength
                return []
            }
            // A step goes as a skip (the scrubber shows where it lands); the rest as a seek.
            return [.show(.none), .run(.player(target.command))]
        }
    }
}
