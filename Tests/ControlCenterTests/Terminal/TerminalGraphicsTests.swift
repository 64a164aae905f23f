import Testing
@testable import ControlCenter

@Suite struct TerminalGraphicsTests {
    @Test func kittyComesBeforeSixelAndSixelBeforeITerm() {
        #expect(TerminalGraphics(kitty: true, sixel: true, iterm: true).best == .kitty(placeholders: false))
        #expect(TerminalGraphics(sixel: true, iterm: true).best == .sixel)
        #expect(TerminalGraphics(iterm: true).best == .iterm)
        #expect(TerminalGraphics.none.best == nil)
    }

    @Test func insideTmuxOnlyKittyPlaceholdersCount() {
        #expect(TerminalGraphics(kitty: true, kittyPlaceholders: true, sixel: true, tmuxPassthrough: true).usable
            == [.kitty(placeholders: true)])
        #expect(TerminalGraphics(kitty: true, sixel: true, iterm: true, tmuxPassthrough: true).best == nil)
    }
}
