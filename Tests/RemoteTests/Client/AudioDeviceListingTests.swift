import Foundation
@testable import NowPlaying
@testable import Remote
import Testing

/// `playdeck remote audio-devices` in process, against a real control socket: every output,
/// the one playing marked.
@Suite struct AudioDeviceListingTests {
    @Test func everyOutputIsListedAndTheOnePlayingMarked() throws {
        let server = try ThreadedServer(info: {
            var info = NowPlayingInfo()
            info.audioDevices = [AudioDeviceInfo(name: "auto", description: "Autoselect device"),
                                 AudioDeviceInfo(name: "alsa/hw:0,3", description: "HDMI\tOutput")]
            info.audioDevice = "alsa/hw:0,3"
            return info
        }, answer: { _ in .absent("none here") })
        defer { server.stop() }
        #expect(try AudioDeviceListing.lines(try ControlClient(path: server.path), json: false)
            == ["  auto  Autoselect device", "▶ alsa/hw:0,3  HDMI Output"])
        #expect(try AudioDeviceListing.lines(try ControlClient(path: server.path), json: true).last
            == #"{"current":true,"description":"HDMI\tOutput","name":"alsa/hw:0,3"}"#)
    }
}
