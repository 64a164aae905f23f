import Settings
import Testing
@testable import ControlCenter

/// Choosing the colour depth and mapping colours to what the terminal takes.
@Suite struct ColorTests {
    let xterm256 = TerminalCapabilities(colors: 256, directColor: false, utf8: true)

    @Test func noColorTurnsColourOff() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminal: xterm256) == .monochrome)
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": ""], terminal: xterm256) == .palette256)
    }

    @Test func colortermAsksForTruecolorButTheTerminalDescriptionCapsIt() {
        let direct = TerminalCapabilities(colors: 0x1000000, directColor: true, utf8: true)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor"], terminal: direct) == .truecolor)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"], terminal: xterm256) == .palette256)
        #expect(ColorDepth.detect(environment: [:], terminal: TerminalCapabilities(colors: 8, directColor: false, utf8: true))
            == .palette16)
        #expect(ColorDepth.detect(environment: [:], terminal: TerminalCapabilities(colors: 0, directColor: false, utf8: true))
            == .monochrome)
    }

    @Test func withoutColourThePaletteUsesAttributesOnly() {
        let palette = Palette(theme: .defaults, depth: .monochrome)
        let styles = [palette.accent, palette.secondary, palette.disabled, palette.pill, palette.badge]
        #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
        #expect(palette.pill.attributes.contains(.reverse))
        #expect(palette.secondary.attributes.contains(.dim))
    }

    @Test func theThemesAccentBecomesTheAccentColour() {
        var theme = ThemeSettings.defaults
        theme.accent = .rgb(red: 255, green: 128, blue: 0)
        #expect(Palette(theme: theme, depth: .truecolor).accent.foreground == .rgb(255, 128, 0))
        #expect(Palette(theme: .defaults, depth: .palette256).accent.foreground == .ansi(6))
        #expect(Palette(theme: .defaults, depth: .palette256).secondary.foreground == .ansi(8))
    }

    @Test func rgbBecomesTheNearestPaletteEntry() {
        let mapper = ColorMapper(colors: 256, direct: false)
        #expect(mapper.number(.rgb(255, 0, 0)) == 196)
        #expect(mapper.number(.rgb(128, 128, 128)) == 244)
        #expect(mapper.number(.default) == -1)
        #expect(mapper.number(.ansi(12)) == 12)
        let small = ColorMapper(colors: 8, direct: false)
        #expect(small.number(.ansi(12)) == 4)
        #expect(small.number(.rgb(250, 10, 10)) == 1)
    }

    @Test func directColourTerminalsGetTheRGBValue() {
        let mapper = ColorMapper(colors: 0x1000000, direct: true)
        #expect(mapper.number(.rgb(0x12, 0x34, 0x56)) == 0x123456)
        #expect(mapper.number(.ansi(3)) == 3)
        #expect(mapper.number(.indexed(196)) == 0xFF0000)
    }

    @Test func aMonochromeTerminalGetsNoColourNumbers() {
        #expect(ColorMapper(colors: 0, direct: false).number(.ansi(1)) == -1)
    }
}
