import Settings
import Testing
@testable import ControlCenter

@Suite struct ArtworkRenderingTests {
    static func choose(_ mode: ArtworkMode, _ depth: ColorDepth = .truecolor, utf8: Bool = true,
                       _ graphics: TerminalGraphics = .none) -> ArtworkRendering {
        ArtworkRendering.choose(mode: mode, depth: depth, utf8: utf8, graphics: graphics)
    }

    @Test func withoutPixelsArtworkFollowsTheDepthUnlessTheThemeSaysOtherwise() {
        #expect(Self.choose(.auto, .truecolor) == .truecolor)
        #expect(Self.choose(.auto, .palette16) == .palette16)
        #expect(Self.choose(.auto, .monochrome) == .ascii)
        #expect(Self.choose(.auto, .truecolor, utf8: false) == .ascii)
        #expect(Self.choose(.palette256, .monochrome) == .palette256)
        #expect(Self.choose(.none, .truecolor) == .none)
    }

    @Test func autoTakesTheBestProtocolTheTerminalShowed() {
        let kitty = TerminalGraphics(kitty: true, kittyPlaceholders: true, sixel: true)
        #expect(Self.choose(.auto, .palette256, kitty) == .pixels(.kitty(placeholders: true)))
        #expect(Self.choose(.auto, .palette256, TerminalGraphics(sixel: true, iterm: true)) == .pixels(.sixel))
        #expect(Self.choose(.truecolor, .truecolor, kitty) == .truecolor)
        #expect(Self.choose(.none, .truecolor, kitty) == .none)
    }

    @Test func anExplicitProtocolIsThePersonsWordOutsideTmux() {
        let both = TerminalGraphics(kitty: true, sixel: true)
        #expect(Self.choose(.sixel, .truecolor, both) == .pixels(.sixel))
        #expect(Self.choose(.kitty, .truecolor, both) == .pixels(.kitty(placeholders: false)))
        // A terminal that kept quiet (a slow link) is taken at the person's word.
        #expect(Self.choose(.iterm, .palette256, both) == .pixels(.iterm))
        #expect(Self.choose(.sixel, .truecolor, .none) == .pixels(.sixel))
        #expect(Self.choose(.kitty, .truecolor, TerminalGraphics(kittyPlaceholders: true)) == .pixels(.kitty(placeholders: true)))
    }

    @Test func insideTmuxOnlyKittyPlaceholdersThroughPassthroughAreHonoured() {
        let closed = TerminalGraphics(insideTmux: true), open = TerminalGraphics(tmuxPassthrough: true)
        #expect(Self.choose(.sixel, .truecolor, open) == .truecolor)
        #expect(Self.choose(.iterm, .palette256, open) == .palette256)
        #expect(Self.choose(.kitty, .truecolor, open) == .pixels(.kitty(placeholders: true)))
        #expect(Self.choose(.kitty, .palette256, closed) == .palette256)
        // A terminal outside that names a version without placeholders is not sent them, asked or not.
        let old = TerminalGraphics(kitty: true, tmuxPassthrough: true, version: "kitty(0.26.5)")
        #expect(Self.choose(.kitty, .truecolor, old) == .truecolor)
        #expect(Self.choose(.auto, .truecolor, old) == .truecolor)
        #expect(Self.choose(.sixel, .palette16, utf8: false, closed) == .ascii)
    }

    @Test func theTileIsToldWhyAnExplicitProtocolFellBackToSymbols() {
        let closed = TerminalGraphics(insideTmux: true), open = TerminalGraphics(tmuxPassthrough: true)
        let old = TerminalGraphics(kitty: true, tmuxPassthrough: true, version: "kitty(0.26.5)")
        func notice(_ mode: ArtworkMode, _ chosen: ArtworkRendering, _ graphics: TerminalGraphics) -> String? {
            ArtworkRendering.fallbackNotice(mode: mode, chosen: chosen, graphics: graphics)
        }
        #expect(notice(.sixel, .truecolor, open) == "sixel images do not survive tmux: artwork in symbols")
        #expect(notice(.kitty, .truecolor, closed)
            == "kitty images need allow-passthrough in tmux: artwork in symbols")
        #expect(notice(.kitty, .truecolor, old)
            == "kitty(0.26.5) lacks the placeholders tmux needs: artwork in symbols")
        #expect(notice(.sixel, .pixels(.sixel), .none) == nil)
        #expect(notice(.truecolor, .truecolor, closed) == nil)
    }

    @Test func placeholdersNeedUTF8ElseKittyPlacesDirectlyButNotInsideTmux() {
        let kitty = TerminalGraphics(kitty: true, kittyPlaceholders: true)
        #expect(Self.choose(.auto, .truecolor, utf8: false, kitty) == .pixels(.kitty(placeholders: false)))
        var tmux = kitty
        tmux.tmuxPassthrough = true
        #expect(Self.choose(.auto, .truecolor, tmux) == .pixels(.kitty(placeholders: true)))
        #expect(Self.choose(.auto, .palette256, utf8: false, tmux) == .ascii)
    }

    @Test func pixelsAreDrawnAsTruecolorSymbolsWhereCellsAreNeeded() {
        #expect(ArtworkRendering.pixels(.sixel).symbols == .truecolor)
        #expect(ArtworkRendering.palette16.symbols == .palette16)
    }
}
