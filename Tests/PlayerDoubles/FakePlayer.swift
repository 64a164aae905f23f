import EventLoop
import NowPlaying
import Playback

/// A player without libmpv whose time is a `ManualClock`'s. It generates the events libmpv
/// sends, in libmpv's order, when it is called and as its clock passes the moments a file
/// reaches (a chapter, its end), and makes `wakeupDescriptor` (an eventfd) readable while
/// events wait. `PlayerConformanceTests` holds it to what the real `Player` does.
///
/// Its events come as a client that drains at once would see them: each step of a load (start,
/// loaded, restart), a seek or an end is followed by the property changes it made. Loads and
/// seeks take no time; what libmpv does that the fake does not model (network layers, the
/// ao=null buffer a paused seek lands short by) a test scripts through `FakePlayer+Streams`.
public final class FakePlayer: PlayerDriving {
    /// The clock media time follows, at the player's speed while it plays.
    public let clock: ManualClock
    /// The files this player can open, by path or URL; it treats any other path as missing.
    public var files: [String: FakeMedia]
    /// Every command the player was given, in order, for tests of what was asked of it.
    public private(set) var calls: [String] = []
    /// How many times mpv's clock (time-pos) was read: each is a round trip to mpv's thread.
    public private(set) var clockReads = 0
    /// How long each read of the clock takes, half before mpv reads it and half after (0: none).
    public var clockReadLatency = 0.0
    /// Events as a loop that drains after the player has moved on gets them: libmpv hands out
    /// its queued events first (a load's start, loaded and restart together), then each property
    /// that changed since the last drain, once, at its value then (libmpv 0.35 does so for a
    /// client that waits half a second after `loadfile` before it drains).
    public var drainsLate = false
    /// The next drain leaves out the tags and the media title, which come a drain later: libmpv
    /// makes a property's notification when its client drains, so a loaded machine's loop can
    /// get a new file's start, load and restart a batch before its tags.
    public var tagsComeLate = false

    let wakeup: Wakeup
    let alarm: Int
    var observed: [Property] = []
    /// The value of each observed property as last reported; nil inside: reported as unavailable.
    var reported: [Property: PropertyChange?] = [:]
    var pending: [PlayerEvent] = []
    var paused = false
    var speed = 1.0
    var volume = 100.0
    var muted = false
    /// Whether it is heard (multiview silences the views not focused).
    var heard = true
    /// The outputs listed, as mpv lists them: the default first. `plugAudioDevices` changes them.
    var audioDevices = [AudioDevice(name: "auto", description: "Autoselect device")]
    var audioDevice = "auto"
    /// Options set by name that outlive a file ("start", "aid"), as mpv's do.
    var options: [String: String] = [:]
    var entries: Int64 = 0
    /// The file mpv has open or is opening.
    var file: OpenFile?
    /// What mpv's playlist holds after the open file, in order.
    var queued: [String] = []

    /// A player over `clock` that can open `files`.
    public init(clock: ManualClock, files: [String: FakeMedia] = [:]) {
        self.clock = clock
        self.files = files
        alarm = clock.makeAlarmToken()
        // A test that cannot get an eventfd cannot drive a fake player at all.
        do { wakeup = try Wakeup() } catch { preconditionFailure("\(error)") }
    }

    deinit { clock.setAlarm(alarm, at: nil, signalling: wakeup) }

    /// Readable while events wait, like libmpv's eventfd.
    public var wakeupDescriptor: Int32 { wakeup.descriptor }

    /// Every event waiting, in order; catches up with the clock first.
    public func nextEvents() -> [PlayerEvent] {
        wakeup.drain()
        catchUp()
        report()
        defer { pending = [] }
        return pending
    }

    /// Starts observing properties; as libmpv does, each one's current value comes as an event.
    public func observe(_ properties: [Property]) {
        for property in properties where !observed.contains(property) { observed.append(property) }
        flush()
    }

    /// Opens a path in place of what plays: the old file ends as stopped, the new one starts,
    /// loads and restarts, or fails as mpv fails to open it.
    public func load(_ target: String) throws(MPVError) {
        calls.append("load \(target)")
        catchUp()
        queued = []
        open(target)
        armAlarm()
    }

    /// Queues a path after the open file; the player opens it when that file plays out.
    public func append(_ target: String) throws(MPVError) {
        calls.append("append \(target)")
        queued.append(target)
    }

    /// Forgets what was queued after the open file.
    public func clearPlaylist() throws(MPVError) {
        calls.append("playlist-clear")
        queued = []
    }

    /// Pauses or resumes; media time stands still while paused.
    public func setPaused(_ paused: Bool) throws(MPVError) {
        calls.append("pause \(paused)")
        catchUp()
        reanchor()
        self.paused = paused
        flush()
        armAlarm()
    }

    /// Ends the file as stopped and goes idle; nothing happens when idle already.
    public func stop() throws(MPVError) {
        calls.append("stop")
        catchUp()
        queued = []
        if file != nil { end(.stopped) }
        armAlarm()
    }

    /// An exact seek: seeking, then playback restarts at the target. A negative target counts
    /// from the end, and one at or past the end ends the file, as in mpv. Idle, it fails.
    public func seek(to seconds: Double) throws(MPVError) {
        calls.append("seek \(seconds)")
        catchUp()
        guard let open = file, open.loaded else { throw Self.error(.command) }
        guard open.media.seekable else {
            post(.log(level: "warn", prefix: "cplayer", text: "Cannot seek in this stream."))
            return
        }
        var target = seconds < 0 ? (open.media.duration ?? 0) + seconds : seconds
        target = min(max(0, target), open.media.duration ?? .infinity)
        file?.anchor(at: target, time: clock.now)
        post(.seeking)
        flush()
        post(.playbackRestarted)
        flush()
        catchUp()
        armAlarm()
    }

    /// Sets the rate; mpv refuses one outside 0.01–100 with a format error.
    public func setSpeed(_ rate: Double) throws(MPVError) {
        calls.append("speed \(rate)")
        guard (0.01...100).contains(rate) else { throw Self.error(.propertyFormat) }
        catchUp()
        reanchor()
        speed = rate
        flush()
        armAlarm()
    }

    /// Sets the volume in percent.
    public func setVolume(_ percent: Double) throws(MPVError) {
        calls.append("volume \(percent)")
        volume = percent
        flush()
    }

    /// Mutes or unmutes.
    public func setHeard(_ heard: Bool) throws(MPVError) {
        calls.append("heard \(heard)")
        self.heard = heard
        flush()
    }

    public func setMuted(_ muted: Bool) throws(MPVError) {
        calls.append("mute \(muted)")
        self.muted = muted
        flush()
    }

    /// Plays through an output: mpv takes any name, listed or not, and reports it back.
    public func setAudioDevice(_ name: String) throws(MPVError) {
        calls.append("audio-device \(name)")
        audioDevice = name
        flush()
    }

    /// Sets one of the options a session sets; any other name is not found, as in mpv.
    public func setOption(_ name: String, _ value: String) throws(MPVError) {
        calls.append("set \(name)=\(value)")
        switch name {
        case "start":
            guard value == "none" || Double(value) != nil else { throw Self.error(.propertyFormat) }
        case "aid", "sid", "vid", "secondary-sid":
            guard value == "no" || value == "auto" || Int(value) != nil else { throw Self.error(.propertyFormat) }
        case "audio-display", "cover-art-auto", "network-timeout":
            break
        default:
            throw Self.error(.propertyNotFound)
        }
        options[name] = value
        if ["aid", "sid", "vid", "secondary-sid"].contains(name), let open = file, open.loaded {
            file?.tracks = selectedTracks(open.tracks, only: name)
            flush()
        }
    }

    /// The property's value now, or nil when mpv would have none.
    public func current(_ property: Property) -> PropertyChange? {
        guard property == .timePosition else {
            catchUp()
            return value(property)
        }
        // A round trip to mpv's thread: the clock moves on while the question and the answer travel.
        clockReads += 1
        clock.advance(by: clockReadLatency / 2)
        catchUp()
        defer { clock.advance(by: clockReadLatency / 2) }
        return value(property)
    }

    /// A fake has no pictures: the reply is mpv's for a file without video.
    public func requestScreenshot(ticket: UInt64) throws(MPVError) {
        calls.append("screenshot \(ticket)")
        post(.screenshotTaken(ticket: ticket, .failure(Self.error(.command))))
    }

    /// Queues an event and makes the descriptor readable.
    func post(_ event: PlayerEvent) {
        pending.append(event)
        wakeup.wake()
    }

    /// Ends the open file for `reason`; as mpv does, a file that played out or failed is followed
    /// by the next one queued, else the player goes idle.
    func end(_ reason: EndReason) {
        guard let open = file else { return }
        post(.fileEnded(entryID: open.entryID, reason: reason))
        file = nil
        switch reason {
        case .endOfFile, .error:
            // mpv is never idle between two entries of its playlist.
            if !queued.isEmpty { return self.open(queued.removeFirst()) }
        case .stopped, .quit, .redirect:
            break
        }
        flush()
    }
}
