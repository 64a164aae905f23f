import NowPlaying
import Testing
@testable import Remote

/// The connection commands' answers and refusals, in MPD's words (`ClientCommands.cxx`,
/// `OtherCommands.cxx`); `MPDServerTests` compares the same answers with the real MPD's.
@Suite struct MPDConnectionCommandsTests {
    let context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success })

    func run(_ line: String, local: Bool = true, client: MPDClientState? = nil) -> String {
        let talk = MPDConversation(client: client ?? MPDClientState(permission: .all, isLocal: local), context: context)
        _ = talk.receive(Array(line.utf8))
        return String(decoding: talk.takeOutput(), as: UTF8.self)
    }

    @Test func tagtypesListsMPDsDefaultTagsAndFollowsTheClientsChoice() {
        let client = MPDClientState(permission: .all)
        let all = run("tagtypes", client: client)
        #expect(all.hasPrefix("tagtype: Artist\ntagtype: ArtistSort\n"))
        #expect(!all.contains("Comment"), "MPD's default metadata_to_use leaves it out")
        #expect(run("tagtypes clear", client: client) == "OK\n")
        #expect(run("tagtypes enable title ARTIST", client: client) == "OK\n")
        #expect(run("tagtypes", client: client) == "tagtype: Artist\ntagtype: Title\nOK\n")
        #expect(run("tagtypes disable Title", client: client) == "OK\n")
        #expect(run("tagtypes", client: client) == "tagtype: Artist\nOK\n")
        #expect(run("tagtypes all", client: client) == "OK\n")
        #expect(run("tagtypes", client: client) == all)
    }

    @Test func tagtypesMistakesAreMPDs() {
        #expect(run("tagtypes foo") == "ACK [2@0] {tagtypes} Unknown sub command\n")
        #expect(run("tagtypes enable") == "ACK [2@0] {tagtypes} Not enough arguments\n")
        #expect(run("tagtypes enable nosuch") == "ACK [2@0] {tagtypes} Unknown tag type\n")
        #expect(run("tagtypes all x") == "ACK [2@0] {tagtypes} Too many arguments\n")
    }

    @Test func binarylimitTakesSixtyFourBytesUpToTheOutputBufferLessFourKiB() {
        let client = MPDClientState(permission: .all)
        #expect(run("binarylimit 64", client: client) == "OK\n")
        #expect(client.binaryLimit == 64)
        #expect(run("binarylimit 63") == "ACK [2@0] {binarylimit} Value too small\n")
        #expect(run("binarylimit x") == "ACK [2@0] {binarylimit} Integer expected: x\n")
        #expect(run("binarylimit 8384512") == "OK\n")
        #expect(run("binarylimit 8384513") == "ACK [2@0] {binarylimit} Number too large: 8384513\n")
    }

    @Test func configIsForLocalClientsOnly() {
        #expect(run("config", local: false) == "ACK [4@0] {config} Command only permitted to local clients\n")
        #expect(run("config", local: true) == "OK\n", "no database: no music directory to show")
    }

    @Test func urlhandlersOffersFilesToLocalClientsOnly() {
        #expect(run("urlhandlers", local: true).hasPrefix("handler: file://\nhandler: dav://\n"))
        #expect(!run("urlhandlers", local: false).contains("file://"))
        #expect(run("urlhandlers", local: false).contains("handler: https://\n"))
    }

    @Test func decodersNameFFmpegWithItsSuffixesAndTypesInMPDsFormat() {
        let lines = run("decoders").split(separator: "\n")
        #expect(lines.first == "plugin: ffmpeg")
        #expect(lines.contains("suffix: flac") && lines.contains("suffix: opus") && lines.contains("mime_type: audio/mpeg"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("suffix: ") || $0.hasPrefix("mime_type: ") || $0 == "OK" })
    }

    @Test func pingAndCloseCheckTheirArgumentsAsMPDDoes() {
        #expect(run("ping") == "OK\n")
        #expect(run("ping x") == "ACK [2@0] {ping} wrong number of arguments for \"ping\"\n")
        #expect(run("close a b c") == "")
    }
}
