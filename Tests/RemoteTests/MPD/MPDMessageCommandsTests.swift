import Foundation
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// Client-to-client messages (`MPDMessageCommands`, `MPDMessageBoard`): per-client
/// subscriptions and queues with MPD's limits and words, `subscription` news for every client
/// and `message` news for those a message came to; then the same bytes against the real MPD.
@Suite struct MPDMessageCommandsTests {
    let context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success })

    /// Conversations on one context, told of changes as the server tells them.
    func clients(_ count: Int) -> [MPDConversation] {
        let talks = (0..<count).map { _ in MPDConversation(client: MPDClientState(permission: .all), context: context) }
        context.onChange = { subsystem in for talk in talks { talk.notice([subsystem]) } }
        return talks
    }

    func say(_ line: String, _ talk: MPDConversation) -> String {
        _ = talk.receive(Array(line.utf8))
        return String(decoding: talk.takeOutput(), as: UTF8.self)
    }

    @Test func aMessageReachesEverySubscriberOfItsChannelAndNoOneElse() {
        let talks = clients(3)
        #expect(say("subscribe news", talks[0]) == "OK\n")
        #expect(say("subscribe news", talks[1]) == "OK\n")
        #expect(say("subscribe other", talks[2]) == "OK\n")
        #expect(say("channels", talks[2]) == "channel: news\nchannel: other\nOK\n")
        #expect(say("sendmessage news \"hello there\"", talks[2]) == "OK\n")
        #expect(say("readmessages", talks[0]) == "channel: news\nmessage: hello there\nOK\n")
        #expect(say("readmessages", talks[0]) == "OK\n", "read once")
        #expect(say("readmessages", talks[1]) == "channel: news\nmessage: hello there\nOK\n")
        #expect(say("readmessages", talks[2]) == "OK\n")
        #expect(say("sendmessage nobody x", talks[0]) == "ACK [50@0] {sendmessage} nobody is subscribed to this channel\n")
    }

    @Test func onlyTheClientsAMessageCameToHearOfIt() {
        let talks = clients(3)
        #expect(say("subscribe news", talks[0]) == "OK\n")
        #expect(say("idle message", talks[0]) == "")
        #expect(say("idle message", talks[1]) == "")
        #expect(say("sendmessage news hi", talks[2]) == "OK\n")
        #expect(talks[0].takeOutput() == Array("changed: message\nOK\n".utf8), "the message news went to its subscriber")
        #expect(say("noidle", talks[1]) == "OK\n", "and to no one else")
        #expect(say("idle subscription", talks[1]) == "changed: subscription\nOK\n", "the subscribe earlier")
        #expect(say("idle subscription", talks[1]) == "")
        #expect(say("unsubscribe news", talks[0]) == "OK\n")
        #expect(talks[1].takeOutput() == Array("changed: subscription\nOK\n".utf8), "subscriptions are everyone's news")
    }

    @Test func subscriptionsAndQueuesHaveMPDsLimitsAndWords() {
        let talk = clients(1)[0]
        #expect(say("subscribe bad/name", talk) == "ACK [2@0] {subscribe} invalid channel name\n")
        #expect(say("subscribe \"\"", talk) == "ACK [2@0] {subscribe} invalid channel name\n")
        #expect(say("sendmessage bad! x", talk) == "ACK [2@0] {sendmessage} invalid channel name\n")
        #expect(say("unsubscribe none", talk) == "ACK [50@0] {unsubscribe} not subscribed to this channel\n")
        #expect(say("subscribe a_b-c.d:9", talk) == "OK\n")
        #expect(say("subscribe a_b-c.d:9", talk) == "ACK [56@0] {subscribe} already subscribed to this channel\n")
        for number in 1..<16 { #expect(say("subscribe c\(number)", talk) == "OK\n") }
        #expect(say("subscribe c1", talk) == "ACK [56@0] {subscribe} subscription list is full\n", "full is checked first")
        for number in 0..<64 { #expect(say("sendmessage c1 m\(number)", talk) == "OK\n") }
        #expect(say("sendmessage c1 over", talk) == "ACK [50@0] {sendmessage} nobody is subscribed to this channel\n")
        let read = say("readmessages", talk)
        #expect(read.hasPrefix("channel: c1\nmessage: m0\n") && read.hasSuffix("message: m63\nOK\n") && !read.contains("over"))
    }

    @Test func aClientGoneIsOffTheBoard() {
        var talk: MPDConversation? = clients(1)[0]
        if let talk { #expect(say("subscribe gone", talk) == "OK\n") }
        talk = nil
        context.onChange = nil
        #expect(say("channels", MPDConversation(client: MPDClientState(permission: .all), context: context)) == "OK\n")
    }
}

/// The same message exchanges sent to the real MPD and to the real binary, answers compared whole.
@Suite(.enabled(if: RealMPD.isInstalled)) struct MPDMessageCommandsDifferentialTests {
    @Test func oneClientsExchangesAnswerAsMPDs() throws {
        let servers = try MPDServerTests.servers()
        for payload in [
            "subscribe a\nsubscribe a\nsubscribe b!\nsubscribe \"\"\nchannels\nsendmessage a \"hi there\"\nsendmessage c x\n"
                + "sendmessage b! x\nreadmessages\nreadmessages\nunsubscribe a\nunsubscribe a\nchannels\n",
            "subscribe x\nsendmessage x one\nidle message\n",
            "subscribe\nchannels x\nsendmessage x\nreadmessages x\n",
            (1...17).map { "subscribe c\($0)\n" }.joined() + "channels\n",
            "subscribe q\n" + (0...64).map { "sendmessage q m\($0)\n" }.joined() + "readmessages\n",
        ] {
            let (mpd, playdeck) = try MPDDifferential.compare(payload, mpd: servers.mpd, playdeck: servers.playdeck)
            #expect(playdeck == mpd, "sent \(payload.debugDescription.prefix(200))")
        }
    }

    @Test func aMessageWakesTheOtherClientsIdleAsInMPD() throws {
        let servers = try MPDServerTests.servers()
        var answers: [String] = []
        for socket in [servers.mpd.socket, servers.playdeck.socket] {
            let listener = try MPDLineClient(socket), sender = try MPDLineClient(socket)
            #expect(try listener.send("subscribe room") == "OK\n")
            try listener.write("idle message\n")
            #expect(try sender.send("sendmessage room hello") == "OK\n")
            var answer = try listener.readAnswer()
            answer += try listener.send("readmessages")
            answer += try sender.send("channels")
            answers.append(answer)
        }
        #expect(answers[1] == answers[0])
        #expect(answers[0] == "changed: message\nOK\nchannel: room\nmessage: hello\nOK\nchannel: room\nOK\n")
    }
}
