import EventLoop
import Glibc
@testable import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// Live Text in the session: a paused frame is taken once its delay has passed, read off the
/// loop, and its reading dropped when the frame is no longer the one shown.
@Suite struct PausedFrameTextTests {
    static let frame = PausedFrameText.Frame(entry: 1, mediaTime: 12.5)
    static let image = RawImage(width: 4, height: 2, stride: 16, format: "bgr0", bytes: [UInt8](repeating: 0, count: 32))
    static let line = LiveTextLine(words: [LiveTextWord(text: "hello", box: TextBox(x: 1, y: 0, width: 2, height: 1),
                                                        confidence: 0.9)])

    /// Live Text with a reader whose worker notes that it `started`, waits at `gate` and gives
    /// `outcome`.
    static func text(gate: WorkerGate? = nil, started: Locked<Bool> = Locked(false),
                     outcome: LiveTextReader.Outcome = .lines([line])) -> PausedFrameText {
        let text = PausedFrameText(reader: LiveTextReader { _ in
            started.withLock { $0 = true }
            gate?.wait()
            return outcome
        })
        text.delay = 0.5
        return text
    }

    /// Whether the reader's descriptor became readable within 10 s.
    static func outcomeArrived(_ text: PausedFrameText) -> Bool {
        var descriptor = pollfd(fd: text.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 10_000) > 0
    }

    /// Waits (10 s at most) for the reader's descriptor, then takes what it has.
    static func takeWhenReady(_ text: PausedFrameText) -> Bool {
        outcomeArrived(text) && text.takeLoaded()
    }

    /// Waits (10 s at most) until `started` is set.
    static func waitUntil(_ started: Locked<Bool>) {
        let deadline = SessionClock.system.monotonic() + 10
        while !started.withLock({ $0 }), SessionClock.system.monotonic() < deadline { usleep(1000) }
    }

    @Test func aPausedFrameIsTakenOnlyOnceItsDelayHasPassed() {
        let text = Self.text(), player = FakePlayer(clock: ManualClock())
        text.follow(Self.frame, now: 100)
        #expect(text.deadline == 100.5)
        #expect(text.state == LiveTextState(phase: .reading))
        text.timeDidPass(now: 100.4, player: player)
        #expect(!player.calls.contains { $0.hasPrefix("screenshot") }, "not before the delay")
        text.follow(Self.frame, now: 100.45)
        #expect(text.deadline == 100.5, "the same frame keeps its deadline")
        text.timeDidPass(now: 100.5, player: player)
        #expect(player.calls.filter { $0.hasPrefix("screenshot") } == ["screenshot \(PausedFrameText.ticketTag | 1)"])
        #expect(text.deadline == nil, "nothing more is armed")
    }

    @Test func resumingBeforeTheDelayTakesNothing() {
        let text = Self.text(), player = FakePlayer(clock: ManualClock())
        text.follow(Self.frame, now: 100)
        text.follow(nil, now: 100.2)
        #expect(text.deadline == nil && text.state == nil)
        text.timeDidPass(now: 101, player: player)
        #expect(!player.calls.contains { $0.hasPrefix("screenshot") })
    }

    @Test func theFrameIsReadAndItsLinesPublishedUnderANewID() throws {
        let text = Self.text(), player = FakePlayer(clock: ManualClock())
        text.follow(Self.frame, now: 100)
        text.timeDidPass(now: 100.5, player: player)
        text.screenshotTaken(ticket: PausedFrameText.ticketTag | 1, .success(Self.image))
        #expect(text.state?.phase == .reading, "the loop goes on while the worker reads")
        #expect(Self.takeWhenReady(text))
        let result = try #require(text.result)
        #expect(text.state == LiveTextState(phase: .ready, resultID: result.id))
        #expect(result.lines == [Self.line])
        #expect(result.frame == PixelSize(width: 4, height: 2))
        #expect(result.mediaTime == 12.5)
    }

    @Test func aReadingOfAFrameLeftWhileItWasReadIsDropped() {
        let gate = WorkerGate(), started = Locked(false)
        let text = Self.text(gate: gate, started: started), player = FakePlayer(clock: ManualClock())
        text.follow(Self.frame, now: 100)
        text.timeDidPass(now: 100.5, player: player)
        text.screenshotTaken(ticket: PausedFrameText.ticketTag | 1, .success(Self.image))
        Self.waitUntil(started)
        // A seek while paused, as the worker reads: another frame.
        text.follow(PausedFrameText.Frame(entry: 1, mediaTime: 30), now: 101)
        gate.open()
        #expect(Self.outcomeArrived(text), "the worker finished the frame it had started")
        #expect(!text.takeLoaded(), "the old frame's lines are not taken")
        #expect(text.result == nil && text.state == LiveTextState(phase: .reading))
        // A screenshot of the old frame arriving late is not read either.
        text.screenshotTaken(ticket: PausedFrameText.ticketTag | 1, .success(Self.image))
        #expect(text.result == nil && text.deadline == 101.5)
    }

    @Test func turnedOffItSaysSoOnAPausedFrameAndArmsNothing() {
        let text = Self.text()
        text.delay = nil
        text.follow(Self.frame, now: 100)
        #expect(text.deadline == nil)
        #expect(text.state == LiveTextState(phase: .off, reason: "Live Text is turned off ([video] live_text = false)"))
        text.follow(nil, now: 101)
        #expect(text.state == nil, "nothing to say while playing")
    }

    @Test func tesseractMissingTurnsLiveTextOffOnceWithOneLine() {
        let text = Self.text(outcome: .unavailable("tesseract has no 'eng' language data"))
        let player = FakePlayer(clock: ManualClock())
        var told: [String] = []
        text.onUnavailable = { told.append($0) }
        text.follow(Self.frame, now: 100)
        text.timeDidPass(now: 100.5, player: player)
        text.screenshotTaken(ticket: PausedFrameText.ticketTag | 1, .success(Self.image))
        #expect(Self.takeWhenReady(text))
        #expect(told == ["Live Text is off: tesseract has no 'eng' language data"])
        #expect(text.state?.phase == .off)
        text.follow(PausedFrameText.Frame(entry: 2, mediaTime: 0), now: 200)
        #expect(text.deadline == nil, "no frame is taken again")
        #expect(text.state?.reason == told.first)
    }

    @Test func aFrameThePlayerCannotGiveReadsAsNoText() throws {
        let text = Self.text(), player = FakePlayer(clock: ManualClock())
        text.follow(Self.frame, now: 100)
        text.timeDidPass(now: 100.5, player: player)
        text.screenshotTaken(ticket: PausedFrameText.ticketTag | 1, .failure(MPVError(code: -12)))
        #expect(try #require(text.result).lines.isEmpty)
        #expect(text.state?.phase == .ready)
    }

    @Test func artworkTicketsAreNotLiveTexts() {
        #expect(!PausedFrameText.owns(1) && !PausedFrameText.owns(41))
        #expect(PausedFrameText.owns(PausedFrameText.ticketTag | 1))
    }
}
