import Foundation
import Library
import Testing
import TestSupport

@Suite struct AudioDeviceStoreTests {
    static func store() -> AudioDeviceStore {
        AudioDeviceStore(directory: Fixtures.directory + "/output-\(UUID().uuidString)/nested")
    }

    @Test func nothingIsRememberedUntilAChoiceIsSaved() throws {
        let store = Self.store()
        #expect(store.device() == nil)
        try store.save("pulse/alsa_output.usb-Headphones")
        #expect(store.device() == "pulse/alsa_output.usb-Headphones")
        try store.save("auto")
        #expect(store.device() == "auto", "the last choice wins")
    }

    @Test func theFileIsPrivateAndNoTemporaryFileIsLeft() throws {
        let store = Self.store()
        try store.save("alsa/hw:0,3")
        try store.save("alsa/hw:1,0")
        let folder = try FileManager.default.attributesOfItem(atPath: store.directory)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory) == ["audio-device"])
        let file = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aFileThisStoreDidNotWriteRemembersNothing() throws {
        let store = Self.store()
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        for text in ["", "alsa/hw:0,3\n", "device=\n", String(repeating: "x", count: 8192)] {
            try text.write(toFile: store.path, atomically: true, encoding: .utf8)
            #expect(store.device() == nil, "\(text.prefix(20))")
        }
    }

    @Test func theStandardPlaceFollowsXDGStateHome() {
        #expect(AudioDeviceStore.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/playdeck/audio-device")
        #expect(AudioDeviceStore.standard(environment: ["HOME": "/h"])?.path == "/h/.local/state/playdeck/audio-device")
        #expect(AudioDeviceStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path
            == "/h/.local/state/playdeck/audio-device")
        #expect(AudioDeviceStore.standard(environment: [:]) == nil)
    }
}
