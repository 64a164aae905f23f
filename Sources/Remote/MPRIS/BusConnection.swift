import CSDBus
import EventLoop
import Glibc

/// The one place that calls sd-bus: a session-bus connection, objects exported through the
/// shim's vtables, signals, and what the event loop needs to drive it (descriptor, events,
/// deadline). Everything else speaks `BusValue`.
final class BusConnection {
    private(set) var bus: OpaquePointer?
    private var slots: [OpaquePointer?] = []
    private var exports: [Export] = []

    /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    init() throws(BusError) {
        var bus: OpaquePointer?
        let result = sd_bus_open_user(&bus)
        guard result >= 0, let bus else { throw BusError("connect to the session bus", code: -result) }
        self.bus = bus
    }

    /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/bus`).
    init(address: String) throws(BusError) {
        var bus: OpaquePointer?
        var result = sd_bus_new(&bus)
        guard result >= 0, let bus else { throw BusError("connect to \(address)", code: -result) }
        result = sd_bus_set_address(bus, address)
        if result >= 0 { result = sd_bus_set_bus_client(bus, 1) }
        if result >= 0 { result = sd_bus_start(bus) }
        guard result >= 0 else {
            sd_bus_unref(bus)
            throw BusError("connect to \(address)", code: -result)
        }
        self.bus = bus
    }

    deinit { close() }

    /// Asks for the first of `names` that is free, one after another, without waiting for an
    /// answer (the loop carries them); `granted` gets the name taken, or nil when none was.
    func requestFirstFree(_ names: [String], granted: @escaping (String?) -> Void) throws(BusError) {
        try NameRequest(names: names, granted: granted).send(on: bus)
    }

    /// Exports `object` at `path` with the shim's vtable for `interface`.
    func export(_ object: BusObject, at path: String, interface: BusInterface) throws(BusError) {
        let export = Export(object: object)
        let vtable = switch interface {
        case .mprisRoot: pd_mpris_root_vtable()
        case .mprisPlayer: pd_mpris_player_vtable()
        case .mprisTrackList: pd_mpris_tracklist_vtable()
        }
        var slot: OpaquePointer?
        let result = sd_bus_add_object_vtable(bus, &slot, path, interface.rawValue, vtable, export.handlers)
        guard result >= 0 else { throw BusError("export \(interface.rawValue)", code: -result) }
        slots.append(slot)
        exports.append(export)
    }

    /// Emits PropertiesChanged for `names`, reading their values from the object's getters.
    func emitPropertiesChanged(at path: String, interface: BusInterface, names: [String]) {
        guard let bus, !names.isEmpty else { return }
        var strings: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        _ = strings.withUnsafeMutableBufferPointer {
            sd_bus_emit_properties_changed_strv(bus, path, interface.rawValue, $0.baseAddress)
        }
    }

    /// Emits a signal with its arguments.
    func emitSignal(at path: String, interface: BusInterface, member: String, values: [BusValue]) {
        guard let bus else { return }
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, path, interface.rawValue, member) >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        for value in values where BusMessageWriter.append(value, to: message) < 0 { return }
        _ = sd_bus_send(bus, message, nil)
    }

    /// The descriptor to watch.
    var descriptor: Int32 { bus.map { sd_bus_get_fd($0) } ?? -1 }

    /// What sd-bus waits for on the descriptor now.
    var interest: Interest {
        guard let bus else { return [] }
        let events = sd_bus_get_events(bus)
        guard events >= 0 else { return .readable }
        var interest: Interest = []
        if events & Int32(POLLIN) != 0 { interest.insert(.readable) }
        if events & Int32(POLLOUT) != 0 { interest.insert(.writable) }
        return interest
    }

    /// When sd-bus must run even without traffic (a call timing out), in monotonic seconds.
    var deadline: Double? {
        guard let bus else { return nil }
        var microseconds: UInt64 = 0
        guard sd_bus_get_timeout(bus, &microseconds) >= 0, microseconds != UInt64.max else { return nil }
        return Double(microseconds) / 1e6
    }

    /// Handles everything pending; false once the connection is gone.
    func process() -> Bool {
        // Read again each round: a handler may have closed the connection.
        while let bus {
            let result = sd_bus_process(bus, nil)
            if result < 0 { return false }
            if result == 0 { return true }
        }
        return false
    }

    /// Closes the connection without waiting for unsent messages.
    func close() {
        for slot in slots { sd_bus_slot_unref(slot) }
        slots = []
        if let bus { sd_bus_close_unref(bus) }
        bus = nil
        exports = []
    }

    fileprivate static func reply(to call: OpaquePointer, _ reply: BusReply, error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        switch reply {
        case .success, .values:
            var message: OpaquePointer?
            guard sd_bus_message_new_method_return(call, &message) >= 0, let message else { return -ENOMEM }
            defer { sd_bus_message_unref(message) }
            if case let .values(values) = reply {
                let appended = BusMessageWriter.appendAll(values, to: message)
                if appended < 0 { return appended }
            }
            let sent = sd_bus_send(nil, message, nil)
            return sent < 0 ? sent : 1
        case let .failure(name, text):
            return sd_bus_error_set(error, name, text)
        }
    }
}

/// The Swift side of the shim's trampolines for one exported object: the C handler table
/// whose context points back here.
private final class Export {
    weak var object: BusObject?
    let handlers: UnsafeMutablePointer<pd_bus_handlers>

    init(object: BusObject) {
        self.object = object
        handlers = .allocate(capacity: 1)
        handlers.initialize(to: pd_bus_handlers(context: nil, get: Export.get, set: Export.set, call: Export.call))
        handlers.pointee.context = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        handlers.deinitialize(count: 1)
        handlers.deallocate()
    }

    private static func object(_ context: UnsafeMutableRawPointer?) -> BusObject? {
        context.flatMap { Unmanaged<Export>.fromOpaque($0).takeUnretainedValue().object }
    }

    private static let get: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                            OpaquePointer?, UnsafeMutablePointer<sd_bus_error>?) -> Int32 = {
        context, interface, property, reply, _ in
        guard let interface, let property, let reply,
              let value = object(context)?.value(of: String(cString: property), in: String(cString: interface))
        else { return -ENOENT }
        return BusMessageWriter.append(value, to: reply)
    }

    private static let set: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                            OpaquePointer?, UnsafeMutablePointer<sd_bus_error>?) -> Int32 = {
        context, interface, property, message, error in
        guard let interface, let property, let message, let object = object(context),
              let value = BusMessageReader.values(in: message).first else { return -EINVAL }
        switch object.set(String(cString: property), in: String(cString: interface), to: value) {
        case .success, .values: return 0
        case let .failure(name, text): return sd_bus_error_set(error, name, text)
        }
    }

    private static let call: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                             OpaquePointer?, UnsafeMutablePointer<sd_bus_error>?) -> Int32 = {
        context, interface, member, message, error in
        guard let interface, let member, let message, let object = object(context) else { return -EINVAL }
        let reply = object.call(String(cString: member), in: String(cString: interface),
                                arguments: BusMessageReader.values(in: message))
        return BusConnection.reply(to: message, reply, error: error)
    }
}
