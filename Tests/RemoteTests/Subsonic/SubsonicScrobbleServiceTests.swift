import Foundation
import Library
import Testing
import TestSupport
@testable import Remote

/// A server's scrobbling service reads the password where `server add` kept it when a listen is
/// sent (on the scrobbler's worker): here GNOME Keyring on a private bus, Debian's supysonic
/// 0.7.2 taking the play.
@Suite(.enabled(if: SupysonicServer.isInstalled && SecretServiceDaemon.isInstalled)) struct SubsonicScrobbleServiceTests {
    @Test func aListenIsSentWithTheKeyringsPasswordAndWaitsWhileTheKeyringIsLocked() throws {
        let server = try SupysonicServer.shared.get()
        let keyring = try SecretServiceDaemon()
        let folder = try TestWorld.makeFolder(prefix: "subsonic-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SubsonicServerStore(directory: folder, secrets: SecretService(address: keyring.bus.address))
        let (entry, failure) = try store.add(name: "home", url: server.root, user: SupysonicServer.user, password: SupysonicServer.password)
        #expect(failure == nil && entry.passwordKept == .secretService)
        let connection = try SubsonicClient(root: server.root, credentials: .init(user: SupysonicServer.user, password: SupysonicServer.password))
            .connect().get()
        let song = try #require(try connection.perform(.search3("Permafrost")).get().songs.first)
        let listen = Listen(id: 1, listenedAt: Int(Date().timeIntervalSince1970),
                            track: ListenTrack(artist: "Aurora Fields", title: "Permafrost", path: "subsonic://home/\(song.id)"))
        let services = SubsonicScrobbleService.services(in: store)
        #expect(services.map(\.name) == ["subsonic-home"])
        let service = try #require(services.first)
        #expect(service.send(.listens([listen])) == .accepted, "supysonic took the play: the keyring's password is the right one")

        try keyring.lock()
        #expect(service.send(.listens([listen])) == .retry(after: nil, reason: "cannot read the password of home from the Secret Service: "
                                                                + "the keyring is locked, and unlocking it needs the desktop's prompt (unlock it there, e.g. by logging in)"))
        #expect(try store.remove("home") == .passwordLeft(.locked))
        #expect(service.send(.listens([listen])) == .refused(status: 0, reason: "no server is called home any more"))
    }
}
