import EventLoop
import Glibc
import NowPlaying
import Testing
@testable import Remote

/// The server on a loop in this thread: the test sends, turns the loop, and reads.
@Suite struct ControlServerTests {
    final class Fixture {
        let root: TemporaryDirectory
        let loop = EventLoop()
        let server: ControlServer
        let responder: ControlResponder
        var quits = 0

        init(totalOutputLimit: Int = ControlServer.totalOutputLimit) throws {
            root = try TemporaryDirectory()
            responder = ControlResponder(perform: { _ in .success }, nowPlaying: { StatusJSON(NowPlayingInfo()) })
            server = try ControlServer(loop: loop, directory: SocketDirectory(path: root.path + "/playdeck"),
                                       responder: responder, pid: 4242, totalOutputLimit: totalOutputLimit)
            server.onQuit = { [unowned self] in quits += 1 }
        }

        deinit {
            server.close()
            root.remove()
        }

        /// Turns the loop until `done` holds (at most two seconds).
        func turn(until done: () -> Bool) {
            let end = EventLoop.now() + 2
            while !done(), EventLoop.now() < end { loop.runOnce(timeout: 0.01) }
        }

        /// Sends a line and turns the loop until the answer is there.
        func ask(_ client: ControlClient, _ line: String) throws -> String? {
            try client.sendRaw(line + "\n")
            var answer: String?, failure: ControlClientError?
            // A connection the server closes once this line is read is the server's answer too:
            // swallowed, it read as "no answer yet" until the deadline, and the test saw nil.
            turn {
                do throws(ControlClientError) { answer = try client.readLine(timeout: 0) } catch { failure = error }
                return answer != nil || failure != nil
            }
            if let failure { throw failure }
            return answer
        }
    }

    @Test func theSocketIsForItsOwnerOnlyAndGoesAwayOnClose() throws {
        let fixture = try Fixture()
        #expect(fixture.server.path == fixture.root.path + "/playdeck/4242.sock")
        #expect(TemporaryDirectory.mode(fixture.root.path + "/playdeck") == 0o700)
        #expect(TemporaryDirectory.mode(fixture.server.path) == 0o600)
        fixture.server.close()
        #expect(access(fixture.server.path, F_OK) != 0)
    }

    @Test func aFlushIsAnsweredWhenItEndsEvenToAClientThatSentItsLastLineWhileItsOtherRequestsAreAnsweredAtOnce() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        // Both lines and the end of the input are there before the server reads: it reads all three at once.
        try client.sendRaw(#"{"command":"scrobble-flush","id":1}"# + "\n" + #"{"command":"play","id":2}"# + "\n")
        client.finishSending()
        var played: String?
        fixture.turn {
            played = try? client.readLine(timeout: 0)
            return played != nil
        }
        #expect(played == #"{"id":2,"status":"success"}"#)
        let report = ScrobbleFlushReport(entries: [.init(service: "listenbrainz", outcome: .took(3))])
        fixture.responder.listensFlushed(report)
        var answer: String?
        fixture.turn {
            answer = try? client.readLine(timeout: 0)
            return answer != nil
        }
        #expect(answer == #"{"id":1,"message":"listenbrainz took 3 listens","status":"success"}"#)
        fixture.turn { fixture.server.clientCount == 0 }
        #expect(fixture.server.clientCount == 0, "answered, the client is let go")
    }

    @Test func anOverlongLineIsRefusedAndTheConnectionClosedWhileOthersGoOn() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        let other = try ControlClient(path: fixture.server.path)
        let long = #"{"command": ""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(try fixture.ask(client, long) == #"{"reason":"request longer than 65536 bytes","status":"error"}"#)
        #expect(throws: ControlClientError.closed) { try fixture.ask(client, #"{"command": "play"}"#) }
        #expect(try fixture.ask(other, #"{"command": "play"}"#) == #"{"status":"success"}"#)
    }

    @Test func aLineThatIsNotARequestClosesTheConnectionButAnUnknownCommandDoesNot() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        #expect(try fixture.ask(client, #"{"command": "skip-forwad"}"#)?.contains("did you mean") == true)
        #expect(try fixture.ask(client, "not json") == #"{"reason":"malformed JSON","status":"error"}"#)
        #expect(throws: ControlClientError.closed) { try fixture.ask(client, #"{"command": "play"}"#) }
        #expect(fixture.server.clientCount == 0)
    }

    @Test func quitIsAnsweredThenReported() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        #expect(try fixture.ask(client, #"{"command": "quit"}"#) == #"{"status":"success"}"#)
        #expect(fixture.quits == 1)
    }

    @Test func aSubscriberThatNeverReadsIsDroppedWhileOthersAreAnswered() throws {
        let fixture = try Fixture()
        let stuck = try ControlClient(path: fixture.server.path)
        _ = try fixture.ask(stuck, #"{"subscribe": "now-playing"}"#)
        let other = try ControlClient(path: fixture.server.path)
        _ = try fixture.ask(other, #"{"get": "now-playing"}"#)
        #expect(fixture.server.clientCount == 2)
        let snapshot = String(repeating: "s", count: 8_000)
        var published = 0
        // Each publish returns at once: nothing ever waits for the stuck reader.
        while fixture.server.clientCount == 2, published < 1_000 {
            fixture.server.publish(snapshot)
            published += 1
        }
        #expect(fixture.server.clientCount == 1, "the stuck subscriber was dropped after \(published) snapshots")
        #expect(published * snapshot.count < 4 * 1024 * 1024, "dropped within the output bound plus the kernel's buffer")
        #expect(try fixture.ask(other, #"{"command": "play"}"#) == #"{"status":"success"}"#)
    }

    @Test func aSubscriberThatFallsBehindGetsEveryLineOnceItReadsAgain() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        _ = try fixture.ask(client, #"{"subscribe": "now-playing"}"#)
        // More than the kernel's socket buffer takes, less than the server's output bound:
        // the rest waits in the server until the socket drains.
        let lines = (0..<40).map { "\($0) " + String(repeating: "s", count: 8_000) }
        for line in lines { fixture.server.publish(line) }
        #expect(fixture.server.clientCount == 1)
        var received: [String] = []
        fixture.turn {
            while let line = try? client.readLine(timeout: 0) { received.append(line) }
            return received.count >= lines.count
        }
        #expect(received.map { $0.prefix { $0 != " " } } == lines.map { $0.prefix { $0 != " " } })
        let everyByte = received == lines
        #expect(everyByte)
    }

    @Test func aHalfClosedClientStillGetsItsAnswer() throws {
        let fixture = try Fixture()
        let client = try ControlClient(path: fixture.server.path)
        try client.sendRaw(#"{"command": "pause"}"#)  // no newline: the end of input ends the line
        client.finishSending()
        var answer: String?
        fixture.turn { answer = try? client.readLine(timeout: 0); return answer != nil }
        #expect(answer == #"{"status":"success"}"#)
        fixture.turn { fixture.server.clientCount == 0 }
        #expect(fixture.server.clientCount == 0)
    }

    @Test func subscribersThatNeverReadShareOneBoundAndEachIsToldWhyItWasDropped() throws {
        let total = 1024 * 1024
        let fixture = try Fixture(totalOutputLimit: total)
        let stuck = try (0..<8).map { _ in try ControlClient(path: fixture.server.path) }
        for client in stuck { _ = try fixture.ask(client, #"{"subscribe": "now-playing"}"#) }
        let reader = try ControlClient(path: fixture.server.path)
        _ = try fixture.ask(reader, #"{"subscribe": "now-playing"}"#)
        let snapshot = String(repeating: "s", count: 8_000)
        var published = 0, read = 0, most = 0
        // Each stuck one could hold 256 KiB, 2 MiB in all: the total drops them first.
        fixture.turn {
            fixture.server.publish(snapshot)
            published += 1
            most = max(most, fixture.server.queuedBytes)
            while (try? reader.readLine(timeout: 0)) != nil { read += 1 }
            return fixture.server.clientCount == 1
        }
        #expect(fixture.server.clientCount == 1, "the stuck subscribers were dropped after \(published) snapshots")
        #expect(most <= total + snapshot.utf8.count + 1, "at most one line over the bound: \(most)")
        fixture.turn {
            while (try? reader.readLine(timeout: 0)) != nil { read += 1 }
            return read == published
        }
        #expect(read == published, "the reading subscriber got every snapshot")
        #expect(try fixture.ask(reader, #"{"command": "play"}"#) == #"{"status":"success"}"#)
        var reasons: [String] = []
        for client in stuck {
            var lines: [String] = []
            var closed = false
            fixture.turn {
                do {
                    while let line = try client.readLine(timeout: 0) { lines.append(line) }
                } catch {
                    closed = true
                }
                return closed
            }
            #expect(closed)
            #expect(lines.dropLast().allSatisfy { $0 == snapshot }, "every line before the last is whole")
            let last = lines.last ?? ""
            #expect(last.hasPrefix(#"{"reason":"dropped for reading too slowly: "#) && last.hasSuffix(#"","status":"error"}"#), "\(last)")
            reasons.append(last)
        }
        #expect(reasons.contains { $0.contains("the most of any client") }, "\(reasons)")
    }
}
