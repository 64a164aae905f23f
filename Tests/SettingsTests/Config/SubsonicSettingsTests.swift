import Settings
import Testing

@Suite struct SubsonicSettingsTests {
    @Test func theOriginalsAreStreamedUnlessABitRateOrFormatIsSet() throws {
        #expect(try Config.parse(text: "", path: "c.toml").get().subsonic == .defaults)
        let set = try Config.parse(text: "[subsonic]\nmax_bitrate = 192\nformat = \"opus\"\n", path: "c.toml").get().subsonic
        #expect(set == SubsonicSettings(maxBitRate: 192, format: "opus"))
        #expect(try Config.parse(text: "[subsonic]\nmax_bitrate = 0\n", path: "c.toml").get().subsonic.maxBitRate == nil)
    }

    @Test func aWrongValueOrKeyIsOneLineWithItsPlace() {
        guard case let .failure(errors) = Config.parse(text: "[subsonic]\nmax_bitrate = \"fast\"\nformatt = \"mp3\"\n", path: "c.toml") else {
            Issue.record("accepted")
            return
        }
        let lines = "\(errors)"
        #expect(lines.contains("c.toml:2:") && lines.contains("max_bitrate"), "\(lines)")
        #expect(lines.contains("c.toml:3:") && lines.contains("formatt"), "\(lines)")
    }
}
