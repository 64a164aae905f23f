import EventLoop
import NowPlaying

/// Desktop notifications of item changes over the session bus (org.freedesktop.Notifications):
/// one when a new item plays, and the same one again, replaced, when its cover arrives; each
/// replaces the last (`replaces_id`), so they never stack. The bus is joined on the first
/// notification; without a notification daemon it says so once and never tries again (without
/// any session bus, where no desktop is, it says nothing).
public final class DesktopNotifier {
    /// Whether a notification is wanted now (the config, the terminal's focus).
    public var isWanted: () -> Bool = { true }
    /// Told once why notifications cannot be shown.
    public var onProblem: ((String) -> Void)?
    private let loop: EventLoop
    private let address: String?
    private var client: BusClient?
    private var gaveUp = false
    /// The id the daemon gave the last notification, which the next replaces.
    private var lastID: UInt32 = 0
    /// The item notified last (its queue entry and path) and the cover it was shown with.
    private var notified: (item: String, artworkID: Int?)?
    private var seen: String?
    /// Whether a notification awaits the daemon's id, and the newest one to send after it: sent
    /// before that id is known, it would stand beside the last instead of replacing it.
    private var inFlight = false
    private var waiting: NotificationContent?

    /// A notifier on `loop`, on the session bus or the bus at `address`.
    public init(loop: EventLoop, address: String? = nil) {
        self.loop = loop
        self.address = address
    }

    /// Takes each published snapshot: a new item playing is notified, if wanted; an item
    /// notified whose cover has since arrived is notified again in place.
    public func follow(_ info: NowPlayingInfo, artwork: MediaItemArtwork?) {
        guard info.queueIndex != nil, info.state != .stopped, let path = info.path else { return }
        let item = "\(info.queueItemID ?? -1):\(path)"
        let isNew = item != seen
        seen = item
        let coverArrived = notified?.item == item && notified?.artworkID == nil && info.artworkID != nil && artwork != nil
        guard isNew || coverArrived, !gaveUp, isWanted() else { return }
        notified = (item, artwork == nil ? nil : info.artworkID)
        send(NotificationContent(info, artwork: artwork))
    }

    /// Leaves the bus.
    public func close() {
        client?.close()
        client = nil
    }

    private func send(_ content: NotificationContent) {
        guard !inFlight else { return waiting = content }
        guard let client = connected() else { return }
        inFlight = true
        client.call("org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                    interface: "org.freedesktop.Notifications", member: "Notify",
                    arguments: content.arguments(replacing: lastID)) { [weak self] result in
            guard let self else { return }
            inFlight = false
            switch result {
            case let .success(values):
                if case let .uint32(id)? = values.first { lastID = id }
            case let .failure(failure) where Self.noDaemonErrors.contains(failure.name):
                return giveUp("no notification daemon is on the session bus (\(Sanitized.line(failure.description)))")
            case .failure:
                // A daemon that is there but slow (a timeout) or refused this one: the next may pass.
                break
            }
            if let next = waiting {
                waiting = nil
                send(next)
            }
        }
    }

    /// What the bus answers when nobody owns the daemon's name, or the connection is gone.
    static let noDaemonErrors: Set<String> = ["org.freedesktop.DBus.Error.ServiceUnknown",
                                              "org.freedesktop.DBus.Error.NameHasNoOwner",
                                              "org.freedesktop.DBus.Error.Disconnected"]

    private func connected() -> BusClient? {
        if let client { return client }
        do throws(BusError) {
            let client = try BusClient(loop: loop, address: address)
            client.onLost = { [weak self] in self?.giveUp("the session bus went away") }
            self.client = client
            return client
        } catch where RemoteControl.noBusConfigured(error.code) {
            // No session bus at all (a server, an SSH login): no desktop to notify, nothing to say.
            gaveUp = true
            return nil
        } catch {
            giveUp("cannot join the session bus (\(error))")
            return nil
        }
    }

    private func giveUp(_ reason: String) {
        guard !gaveUp else { return }
        gaveUp = true
        // The connection stays until `close()`: this may run inside one of its own callbacks.
        onProblem?("notifications: \(reason); none will be shown")
    }
}
