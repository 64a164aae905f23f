import EventLoop
import Foundation
import Testing
import TestSupport
@testable import Remote

/// A form learned in an earlier run: the first real request goes at once, with no ping; a
/// server that refuses it in a way that says the form is wrong now is probed again and the
/// request made once more. Against the recorded OpenSubsonic server (tokens, extensions).
@Suite struct SubsonicLearnedFormTests {
    private static let extensions = [OpenSubsonicExtension(name: "formPost", versions: [1]), OpenSubsonicExtension(name: "songLyrics", versions: [1]),
                                     OpenSubsonicExtension(name: "transcodeOffset", versions: [1])]
    private static let navidrome = SubsonicServerInfo(apiVersion: "1.16.1", openSubsonic: true, type: "navidrome", serverVersion: "0.53.3")
    private static let token = SubsonicServerForm(authentication: .token, version: "1.16.1", info: navidrome, extensions: extensions)
    private static let hex = SubsonicServerForm(authentication: .hexPassword, version: "1.10.2",
                                                info: SubsonicServerInfo(apiVersion: "1.10.2", openSubsonic: false, type: nil, serverVersion: nil),
                                                extensions: [])

    /// A connection in `form` to `server`, and the forms it was told to keep.
    private func connection(_ form: SubsonicServerForm, _ server: RecordedOpenSubsonic) -> (SubsonicConnection, Locked<[SubsonicServerForm]>) {
        let kept = Locked<[SubsonicServerForm]>([])
        let client = SubsonicClient(root: "https://music.example", credentials: .init(user: "joe", password: "sesame"), transport: server)
        return (client.connection(learned: form) { form in kept.withLock { $0.append(form) } }, kept)
    }

    @Test func theFirstRequestGoesAtOnceInTheLearnedForm() throws {
        let server = RecordedOpenSubsonic(password: "sesame")
        let (connection, kept) = connection(Self.token, server)
        #expect(connection.offers("transcodeOffset") && connection.info == Self.navidrome)
        #expect(connection.streamURL("s1").contains("&t=") && connection.streamURL("s1").contains("&v=1.16.1&"))
        #expect(server.asked.withLock { $0 }.isEmpty, "a stream URL is made without a request")
        try connection.perform(.nowPlaying("s1")).get()
        #expect(server.asked.withLock { $0 } == ["scrobble.view token v1.16.1"])
        #expect(kept.withLock { $0 }.isEmpty)
    }

    @Test func tokensRefusedForTheUserAreLearnedAgainAsTheHexPassword() throws {
        let server = RecordedOpenSubsonic(password: "sesame", refusesTokens: 41)
        let (connection, kept) = connection(Self.token, server)
        try connection.perform(.nowPlaying("s1")).get()
        #expect(server.asked.withLock { $0 } == ["scrobble.view token v1.16.1", "ping.view token v1.16.1", "ping.view p v1.16.1",
                                                 "getOpenSubsonicExtensions.view p v1.16.1", "scrobble.view p v1.16.1"])
        #expect(kept.withLock { $0.map(\.authentication) } == [.hexPassword])
        #expect(connection.authentication == .hexPassword && connection.offers("songLyrics"))
        #expect(connection.streamURL("s1").contains("&p=enc%3A") || connection.streamURL("s1").contains("&p=enc:"))
    }

    @Test func aServerNowOlderThanTheVersionLearnedIsAskedAtItsOwn() throws {
        // Error 30: another server at the address, speaking 1.12.0 (before tokens).
        let server = RecordedOpenSubsonic(password: "sesame", speaks: "1.12.0")
        let (connection, kept) = connection(Self.token, server)
        try connection.perform(.nowPlaying("s1")).get()
        #expect(server.asked.withLock { $0 } == ["scrobble.view token v1.16.1", "ping.view token v1.16.1", "ping.view p v1.12.0",
                                                 "getOpenSubsonicExtensions.view p v1.12.0", "scrobble.view p v1.12.0"])
        #expect(kept.withLock { $0.map(\.version) } == ["1.12.0"])
    }

    @Test func aServerUpgradedPastTheVersionLearnedIsAskedWithATokenAtOurs() throws {
        // Error 20: the server learned as 1.10.2 now takes 1.13.0 and later only.
        let server = RecordedOpenSubsonic(password: "sesame", oldest: "1.13.0")
        let (connection, kept) = connection(Self.hex, server)
        #expect(!connection.offers("transcodeOffset"))
        try connection.perform(.nowPlaying("s1")).get()
        #expect(server.asked.withLock { $0 } == ["scrobble.view p v1.10.2", "ping.view token v1.16.1",
                                                 "getOpenSubsonicExtensions.view token v1.16.1", "scrobble.view token v1.16.1"])
        #expect(kept.withLock { $0 } == [Self.token])
        #expect(connection.form == Self.token && connection.offers("transcodeOffset"))
    }

    @Test func anAuthenticationErrorAfterAnUpgradeIsLearnedAgain() throws {
        // Error 40 for the `enc:` password an upgraded server no longer takes.
        let server = RecordedOpenSubsonic(password: "sesame", refusesHexPassword: 40)
        let (connection, kept) = connection(Self.hex, server)
        try connection.perform(.nowPlaying("s1")).get()
        #expect(server.asked.withLock { $0 } == ["scrobble.view p v1.10.2", "ping.view token v1.16.1",
                                                 "getOpenSubsonicExtensions.view token v1.16.1", "scrobble.view token v1.16.1"])
        #expect(kept.withLock { $0 } == [Self.token])
        // Once probed in this run, a refusal is the server's word: no second probe.
        #expect(connection.perform(.song("missing")).map { _ in 0 } == .failure(.server(code: 70, message: "no")))
        #expect(server.asked.withLock { $0.count } == 5)
    }

    @Test func aWrongPasswordIsProbedOnceAndSaidAsTheServerSaysIt() {
        let server = RecordedOpenSubsonic(password: "changed")
        let (connection, kept) = connection(Self.token, server)
        #expect(connection.perform(.nowPlaying("s1")).map { _ in 0 } == .failure(.server(code: 40, message: "Wrong")))
        #expect(server.asked.withLock { $0 } == ["scrobble.view token v1.16.1", "ping.view token v1.16.1"])
        #expect(kept.withLock { $0 }.isEmpty)
    }

    @Test func aRefusalThatIsNotTheFormsIsNotProbed() {
        let server = RecordedOpenSubsonic(password: "sesame")
        let (connection, _) = connection(Self.token, server)
        #expect(connection.perform(.song("missing")).map { _ in 0 } == .failure(.server(code: 70, message: "no")))
        #expect(server.asked.withLock { $0 } == ["getSong.view token v1.16.1"])
    }

    @Test func copiesOfAConnectionShareTheFormAProbeFound() throws {
        let server = RecordedOpenSubsonic(password: "sesame", refusesTokens: 41)
        let (connection, _) = connection(Self.token, server)
        let copy = connection
        try connection.perform(.nowPlaying("s1")).get()
        try copy.perform(.nowPlaying("s2")).get()
        #expect(server.asked.withLock { $0 }.filter { $0.hasPrefix("ping") }.count == 2, "one probe: \(server.asked.withLock { $0 })")
        #expect(copy.authentication == .hexPassword)
    }
}

/// `learned.json`: written by a probe, used with no request by the next connection, never a
/// credential; another address, another user, or a form older than a week is probed again.
@Suite struct SubsonicLearnedFormsStoreTests {
    @Test func aProbeIsKeptAndTheNextConnectionAsksNothingFirst() throws {
        let folder = try TestWorld.makeFolder(prefix: "learned")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forms = SubsonicLearnedForms(directory: folder + "/subsonic")
        let server = RecordedOpenSubsonic(password: "sesame")
        let client = SubsonicClient(root: "https://music.example/", credentials: .init(user: "joe", password: "sesame"), transport: server)
        let first = try forms.connect(client, server: "home").get()
        #expect(server.asked.withLock { $0 } == ["ping.view token v1.16.1", "getOpenSubsonicExtensions.view token v1.16.1"])
        let text = try String(contentsOfFile: forms.path, encoding: .utf8)
        for secret in ["sesame", SubsonicCredentials.hex("sesame"), "\"t\"", "\"s\""] { #expect(!text.contains(secret), "\(text)") }
        var info = stat()
        #expect(stat(forms.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let second = try forms.connect(client, server: "home").get()
        #expect(second.form == first.form && second.offers("transcodeOffset"))
        #expect(server.asked.withLock { $0.count } == 2, "no request before the first real one")
        // Another user, another address, another name: probed.
        let other = SubsonicClient(root: "https://music.example", credentials: .init(user: "ann", password: "sesame"), transport: server)
        _ = try forms.connect(other, server: "home").get()
        #expect(server.asked.withLock { $0.count } == 4)
        _ = try forms.connect(other, server: "home").get()
        #expect(server.asked.withLock { $0.count } == 4, "the form learned for ann replaced joe's")
        // A week later: probed again.
        let later = Int(Date().timeIntervalSince1970) + SubsonicLearnedForms.lifetime + 60
        _ = try forms.connect(other, server: "home", now: later).get()
        #expect(server.asked.withLock { $0.count } == 6)
        forms.forget("home")
        _ = try forms.connect(other, server: "home").get()
        #expect(server.asked.withLock { $0.count } == 8)
    }

    @Test func aDamagedFileIsProbedAgainAndWrittenAnew() throws {
        let folder = try TestWorld.makeFolder(prefix: "learned")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forms = SubsonicLearnedForms(directory: folder)
        try "{\"home\": [not json".write(toFile: forms.path, atomically: true, encoding: .utf8)
        let server = RecordedOpenSubsonic(password: "sesame")
        let client = SubsonicClient(root: "https://music.example", credentials: .init(user: "joe", password: "sesame"), transport: server)
        _ = try forms.connect(client, server: "home").get()
        _ = try forms.connect(client, server: "home").get()
        #expect(server.asked.withLock { $0.count } == 2)
    }
}

/// Against Debian's supysonic 0.7.2 (API 1.10.2, no tokens): a form learned of a newer server
/// at the same address is refused, learned again, and the request made once more.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicLearnedFormSupysonicTests {
    @Test func aTokenFormLearnedEarlierIsLearnedAgainAsTheHexPassword() throws {
        let server = try SupysonicServer.shared.get()
        let kept = Locked<[SubsonicServerForm]>([])
        let navidrome = SubsonicServerInfo(apiVersion: "1.16.1", openSubsonic: true, type: "navidrome", serverVersion: "0.53.3")
        let connection = SubsonicClient(root: server.root, credentials: .init(user: SupysonicServer.user, password: SupysonicServer.password))
            .connection(learned: SubsonicServerForm(authentication: .token, version: "1.16.1", info: navidrome, extensions: [])) { form in
                kept.withLock { $0.append(form) }
            }
        let found = try connection.perform(.search3("Whisper")).get()
        #expect(found.songs.map(\.title) == ["Whisper"])
        #expect(kept.withLock { $0.map { "\($0.authentication) \($0.version) \($0.info.apiVersion)" } } == ["hexPassword 1.10.2 1.10.2"])
        #expect(connection.authentication == .hexPassword && !connection.info.openSubsonic)
    }
}
