import Testing
import Settings

@Test func theMPDServerIsOffByDefaultOnMPDsPortAndASocketBesideTheControlSockets() throws {
    let settings = try Config.parse(text: "", path: "c.toml").get().mpd
    #expect(settings == MPDSettings(enabled: false))
    #expect(settings.listen == [.tcp(host: "127.0.0.1", port: 6600), .unix(path: "$XDG_RUNTIME_DIR/playdeck/mpd.sock")])
    #expect(settings.password == nil)
}

@Test func mpdListenTakesHostPortIPv6AndSocketPaths() throws {
    let text = """
        [mpd]
        enabled = true
        listen = ["0.0.0.0:6600", "[::1]:6601", "localhost:0", "/run/mpd.sock", "~/mpd.sock"]
        password = "sesame"

        """
    let settings = try Config.parse(text: text, path: "c.toml").get().mpd
    #expect(settings.enabled)
    #expect(settings.listen == [.tcp(host: "0.0.0.0", port: 6600), .tcp(host: "::1", port: 6601), .tcp(host: "localhost", port: 0),
                                .unix(path: "/run/mpd.sock"), .unix(path: "~/mpd.sock")])
    #expect(settings.password == "sesame")
    #expect(settings.listen.map(\.description) == ["0.0.0.0:6600", "[::1]:6601", "localhost:0", "/run/mpd.sock", "~/mpd.sock"])
}

@Test func mpdAddressesThatAreNeitherAreReportedAtTheirOwnPlace() {
    func errors(_ address: String) -> [String] { configErrors("[mpd]\nlisten = [\"127.0.0.1:6600\", \(address)]\n") }
    #expect(errors("\"localhost\"") == [
        "c.toml:2:29: listen address 'localhost' in [mpd] has no port; write host:port (127.0.0.1:6600) or a socket path starting with /, ~/ or $XDG_RUNTIME_DIR/",
    ])
    #expect(errors("\":6600\"") == ["c.toml:2:29: listen address ':6600' in [mpd] has no host before its port"])
    #expect(errors("\"h:99999\"") == ["c.toml:2:29: listen address 'h:99999' in [mpd] has a port that is not a number from 0 to 65535"])
    #expect(errors("\"\"") == [
        "c.toml:2:29: 'listen' in [mpd] must be an array of \"host:port\" and socket paths (\"/…\", \"~/…\", \"$XDG_RUNTIME_DIR/…\"), found an empty string",
    ])
    #expect(configErrors("[mpd]\npassword = \"\"\nport = 1\n") == [
        "c.toml:2:12: 'password' in [mpd] must be a non-empty string, found an empty string",
        "c.toml:3:1: unknown key 'port' in [mpd]",
    ])
}
