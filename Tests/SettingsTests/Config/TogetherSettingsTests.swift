import Testing
import Settings

@Test func noRoomIsJoinedByDefaultAndFilesAreAnnouncedAsTheyAre() throws {
    let settings = try Config.parse(text: "", path: "c.toml").get().together
    #expect(settings == TogetherSettings())
    #expect(!settings.join && settings.server == nil && settings.filename == .raw && settings.filesize == .raw)
    #expect(settings.tls == .prefer && settings.caFile == nil)
}

@Test func togetherTakesATLSModeAndACAFile() throws {
    let text = "[together]\ntls = \"require\"\nca_file = \"~/ca.pem\"\n"
    let settings = try Config.parse(text: text, path: "c.toml").get().together
    #expect(settings.tls == .require && settings.caFile == "~/ca.pem")
    #expect(configErrors("[together]\ntls = \"always\"\nca_file = \"ca.pem\"\n") == [
        "c.toml:2:7: 'tls' in [together] must be \"require\", \"prefer\" or \"off\", found \"always\"",
        "c.toml:3:11: ca_file 'ca.pem' in [together] is not an absolute path or ~/…",
    ])
}

@Test func togetherTakesAServerWithOrWithoutItsPort() throws {
    let text = """
        [together]
        join = true
        server = "syncplay.pl"
        room = "movie night"
        name = "ana"
        password = "sesame"
        filename = "hashed"
        filesize = "hidden"

        """
    let settings = try Config.parse(text: text, path: "c.toml").get().together
    #expect(settings == TogetherSettings(server: .init(host: "syncplay.pl", port: 8999), room: "movie night", name: "ana",
                                         password: "sesame", join: true, filename: .hashed, filesize: .hidden))
    #expect(TogetherSettings.Server.parse("127.0.0.1:9000") == .init(host: "127.0.0.1", port: 9000))
    #expect(TogetherSettings.Server.parse("[::1]:9000") == .init(host: "::1", port: 9000))
    #expect(TogetherSettings.Server.parse("[::1]") == .init(host: "::1", port: 8999))
    for bad in ["", ":8999", "host:", "host:0", "host:70000", "::1", "a b", "[::1]x"] {
        #expect(TogetherSettings.Server.parse(bad) == nil, "\(bad)")
    }
}

@Test func togetherProblemsAreReportedAtTheirPlace() {
    #expect(configErrors("[together]\nserver = \"h:x\"\nfilename = \"secret\"\n") == [
        "c.toml:2:10: server 'h:x' in [together] is not host or host:port (syncplay.pl:8999)",
        "c.toml:3:12: 'filename' in [together] must be \"raw\", \"hashed\" or \"hidden\", found \"secret\"",
    ])
}
