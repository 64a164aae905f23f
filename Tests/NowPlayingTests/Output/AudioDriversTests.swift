import Testing
@testable import NowPlaying

/// Which outputs mpv can play through under an `--ao` value, in mpv's own list syntax.
@Suite struct AudioDriversTests {
    @Test func withoutAoEveryOutputIsAllowed() {
        #expect(AudioDrivers.any.allow("alsa/hw:0,3"))
        #expect(AudioDrivers.any.allow("pulse"))
    }

    @Test func aFixedDriverAllowsItsOwnOutputsAndTheDefault() {
        let null = AudioDrivers(ao: "null")
        #expect(null.allow("auto"))
        #expect(!null.allow("alsa"))
        #expect(!null.allow("pulse/alsa_output.pci-0000_00_1f.3.analog-stereo"))
        let two = AudioDrivers(ao: "pulse,alsa")
        #expect(two.allow("pulse/alsa_output.usb"))
        #expect(two.allow("alsa/hw:0,3"))
        #expect(!two.allow("jack"))
    }

    @Test func aTrailingCommaLetsMpvGoOnToAnyDriver() {
        #expect(AudioDrivers(ao: "pulse,").allow("jack"))
    }
}
