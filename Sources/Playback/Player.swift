import CMPV
import EventLoop
import Glibc

/// One libmpv player: the only owner of its `mpv_handle`.
///
/// All calls come from the program's one event loop. libmpv signals new
/// events by making `wakeupDescriptor` readable; the loop then calls `nextEvents()`.
public final class Player {
    let handle: OpaquePointer
    /// Written by libmpv's wakeup callback, on its own threads.
    private let wakeup: Wakeup
    /// The user's raw mpv options that mpv refused, with its reason.
    public private(set) var rejectedOptions: [(name: String, error: MPVError)] = []
    private var lastError: String?
    private var closed = false
    /// The software renderer, freed before the handle.
    var renderer: VideoRenderer?

    /// Starts loading libmpv on a background thread, so that the first player (or paint) need not
    /// wait the ~90 ms its libraries take. Call it first thing; calling it again does nothing.
    public static func preloadLibrary() {
        pd_mpv_preload()
    }

    /// The same, loading first on that thread what `first` loads (a library the start needs
    /// before libmpv: dlopen holds glibc's loader lock, so loaded after libmpv it would wait for all of it).
    public static func preloadLibrary(after first: @convention(c) () -> Void) {
        pd_mpv_preload_after(first)
    }

    /// Creates and starts a player; throws when libmpv cannot be loaded or refuses PlayDeck's
    /// own options.
    public init(options: PlayerOptions = PlayerOptions()) throws(MPVError) {
        // Until libmpv is loaded, its error text is the loader's reason ("cannot load libmpv: …").
        guard pd_mpv_load(nil) == 0 else { throw MPVError(code: MPV_ERROR_UNINITIALIZED.rawValue) }
        guard let handle = pd_mpv_create() else { throw MPVError(code: MPV_ERROR_NOMEM.rawValue) }
        self.handle = handle
        do {
            wakeup = try Wakeup()
        } catch {
            pd_mpv_terminate_destroy(handle)
            throw MPVError(code: MPV_ERROR_GENERIC.rawValue, detail: error.description)
        }
        do {
            for (name, value) in options.base {
                try check(pd_mpv_set_option_string(handle, name, value))
            }
            for (name, value) in options.builtInScriptsOff {
                _ = pd_mpv_set_option_string(handle, name, value)
            }
            for (name, value) in options.extraOptions {
                let status = pd_mpv_set_option_string(handle, name, value)
                if status < 0 { rejectedOptions.append((name, MPVError(code: status))) }
            }
            try check(pd_mpv_initialize(handle))
            try check(pd_mpv_request_log_messages(handle, options.logLevel))
        } catch {
            // Fully initialized by now, so deinit runs: it must not destroy the handle again.
            closed = true
            pd_mpv_terminate_destroy(handle)
            throw error
        }
        pd_set_wakeup_fd(handle, wakeup.descriptor)
    }

    deinit { close() }

    /// Stops playback and destroys the handle. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        renderer?.close()
        pd_mpv_terminate_destroy(handle)
    }

    /// Readable when libmpv has events waiting. Watch it with poll(2); never read it yourself.
    public var wakeupDescriptor: Int32 { wakeup.descriptor }

    // MARK: Observation

    /// Asks libmpv to report every change of these properties as events.
    public func observe(_ properties: [Property]) throws(MPVError) {
        for property in properties {
            try check(pd_mpv_observe_property(handle, property.replyID, property.rawValue, property.format))
        }
    }

    /// Returns every event waiting now, decoded, and never blocks.
    public func nextEvents() -> [PlayerEvent] {
        wakeup.drain()
        var events: [PlayerEvent] = []
        // libmpv hands out queued events before log messages, so a load's error message can come
        // after its end-file event; it is already buffered then, so it arrives in this same drain.
        var unexplained: [Int] = []
        while !closed, let event = pd_mpv_wait_event(handle, 0)?.pointee, event.event_id != MPV_EVENT_NONE {
            guard let decoded = decode(event) else { continue }
            if case let .fileEnded(_, .error(error)) = decoded, error.detail == nil {
                unexplained.append(events.count)
            }
            if case let .log(level, _, text) = decoded, level == "error" || level == "fatal", !unexplained.isEmpty {
                let index = unexplained.removeFirst()
                if case let .fileEnded(id, .error(error)) = events[index] {
                    events[index] = .fileEnded(entryID: id, reason: .error(MPVError(code: error.code, detail: text)))
                }
            }
            events.append(decoded)
            if event.event_id == MPV_EVENT_SHUTDOWN { break }
        }
        return events
    }

    /// Blocks until libmpv has events or `timeout` seconds pass; for tools and tests without a loop.
    public func waitForEvents(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: wakeupDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(max(0, timeout) * 1000)) > 0
    }

    private func decode(_ event: mpv_event) -> PlayerEvent? {
        switch event.event_id {
        case MPV_EVENT_PROPERTY_CHANGE:
            guard let property = Property(replyID: event.reply_userdata),
                  let data = event.data?.assumingMemoryBound(to: mpv_event_property.self).pointee,
                  let change = PropertyChange(property, format: data.format, data: data.data)
            else { return nil }
            return .propertyChanged(change)
        case MPV_EVENT_START_FILE:
            lastError = nil
            let id = event.data?.assumingMemoryBound(to: mpv_event_start_file.self).pointee.playlist_entry_id
            return .fileStarted(entryID: id ?? 0)
        case MPV_EVENT_FILE_LOADED:
            return .fileLoaded
        case MPV_EVENT_END_FILE:
            guard let info = event.data?.assumingMemoryBound(to: mpv_event_end_file.self).pointee else {
                return nil
            }
            return .fileEnded(entryID: info.playlist_entry_id, reason: endReason(info))
        case MPV_EVENT_SEEK:
            return .seeking
        case MPV_EVENT_PLAYBACK_RESTART:
            return .playbackRestarted
        case MPV_EVENT_LOG_MESSAGE:
            guard let message = event.data?.assumingMemoryBound(to: mpv_event_log_message.self).pointee else {
                return nil
            }
            let level = message.level.map { String(cString: $0) } ?? ""
            let prefix = message.prefix.map { String(cString: $0) } ?? ""
            var text = message.text.map { String(cString: $0) } ?? ""
            while text.last?.isNewline == true { text.removeLast() }
            // The first error of a load is the specific one ("No such file or directory");
            // later ones only say that opening failed.
            if level == "error" || level == "fatal", lastError == nil { lastError = text }
            return .log(level: level, prefix: prefix, text: text)
        case MPV_EVENT_COMMAND_REPLY:
            // Only screenshots are asked for without waiting (requestScreenshot).
            guard event.error >= 0 else {
                return .screenshotTaken(ticket: event.reply_userdata, .failure(MPVError(code: event.error)))
            }
            guard let reply = event.data?.assumingMemoryBound(to: mpv_event_command.self).pointee else { return nil }
            do throws(MPVError) {
                return .screenshotTaken(ticket: event.reply_userdata, .success(try Self.screenshot(Node(reply.result))))
            } catch {
                return .screenshotTaken(ticket: event.reply_userdata, .failure(error))
            }
        case MPV_EVENT_SHUTDOWN:
            return .shutdown
        default:
            return nil
        }
    }

    private func endReason(_ info: mpv_event_end_file) -> EndReason {
        switch info.reason {
        case MPV_END_FILE_REASON_EOF: .endOfFile
        case MPV_END_FILE_REASON_STOP: .stopped
        case MPV_END_FILE_REASON_QUIT: .quit
        case MPV_END_FILE_REASON_REDIRECT: .redirect
        default: .error(MPVError(code: info.error, detail: lastError))
        }
    }
}
