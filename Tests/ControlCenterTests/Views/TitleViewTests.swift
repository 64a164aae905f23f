import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The title block with nothing playing (`playdeck` alone, a queue ended or stopped): it says
/// so, and which key opens the library to choose from.
@Suite struct TitleViewTests {
    func lines(keys: KeyBindings) -> [String] {
        var state = TileState(info: NowPlayingInfo(), now: TileFixtures.now)
        state.keys = keys
        return TileFixtures.render(state, columns: 60, rows: 16).grid.lines
    }

    @Test func nothingPlayingNamesTheKeyThatOpensTheLibraryAsTheKeyMapHasIt() throws {
        let shown = lines(keys: .defaults)
        #expect(shown.contains { $0.contains("Nothing playing") }, "\(shown.joined(separator: "\n"))")
        #expect(shown.contains { $0.contains("Press L for the library") }, "\(shown.joined(separator: "\n"))")
        var keys = KeyBindings.defaults
        keys.unbind(try KeyName(parsing: "L"))
        keys.bind(try KeyName(parsing: "o"), to: .tile(.library))
        #expect(lines(keys: keys).contains { $0.contains("Press o for the library") })
        keys.unbind(try KeyName(parsing: "o"))
        #expect(!lines(keys: keys).contains { $0.contains("for the library") }, "no key, no hint")
    }
}
