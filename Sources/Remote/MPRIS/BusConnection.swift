import CSDBus
import EventLoop
import Glibc

/// The one place that calls sd-bus: a session-bus connection, objects exported through the
/// shim's vtables, signals, and what the event loop needs to drive it (descriptor, events,
/// deadline). Everything else speaks `BusValue`.
final class BusConnection {
    private var bus: OpaquePointer?
    private var slots: [OpaquePointer?] = []
    private var exports: [Export] = []

    /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    init() throws(BusError) {
        var bus: OpaquePointer?
        let result = sd_bus_open_user(&bus)
        guard result >= 0, let bus else { throw BusError("connect to the session bus", code: -result) }
        self.bus = bus
    }

    deinit { close() }

    /// Asks for a well-known name without waiting for the answer (the loop carries it).
    func requestName(_ name: String) throws(BusError) {
        let result = sd_bus_request_name_async(bus, nil, name, 0, nil, nil)
        guard result >= 0 else { throw BusError("request \(name)", code: -result) }
    }

    /// Exports `object` at `path` with the shim's vtable for `interface`.
    func export(_ object: BusObject, at path: String, interface: BusInterface) throws(BusError) {
        let export = Export(object: object)
        let vtable = switch interface {
        case .mprisRoot: pd_mpris_root_vtable()
        case .mprisPlayer: pd_mpris_player_vtable()
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

    /// Emits a signal with one argument.
    func emitSignal(at path: String, interface: BusInterface, member: String, value: BusValue) {
        guard let bus else { return }
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, path, interface.rawValue, member) >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        guard Self.append(value, to: message) >= 0 else { return }
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
        guard let bus else { return false }
        while true {
            let result = sd_bus_process(bus, nil)
            if result < 0 { return false }
            if result == 0 { return true }
        }
    }

    /// Closes the connection without waiting for unsent messages.
    func close() {
        for slot in slots { sd_bus_slot_unref(slot) }
        slots = []
        if let bus { sd_bus_close_unref(bus) }
        bus = nil
        exports = []
    }

    // MARK: Messages

    fileprivate static func append(_ value: BusValue, to message: OpaquePointer) -> Int32 {
        func basic(_ type: Character, _ pointer: UnsafeRawPointer) -> Int32 {
            sd_bus_message_append_basic(message, CChar(type.asciiValue ?? 0), pointer)
        }
        func container(_ type: Character, _ contents: String, _ body: () -> Int32) -> Int32 {
            let opened = sd_bus_message_open_container(message, CChar(type.asciiValue ?? 0), contents)
            guard opened >= 0 else { return opened }
            let result = body()
            guard result >= 0 else { return result }
            return sd_bus_message_close_container(message)
        }
        switch value {
        case let .boolean(flag):
            var int: Int32 = flag ? 1 : 0
            return basic("b", &int)
        case let .int64(number):
            var int = number
            return basic("x", &int)
        case let .double(number):
            var double = number
            return basic("d", &double)
        case let .string(text):
            return text.withCString { basic("s", $0) }
        case let .objectPath(path):
            return path.withCString { basic("o", $0) }
        case let .strings(list):
            return container("a", "s") {
                for text in list {
                    let result = text.withCString { basic("s", $0) }
                    if result < 0 { return result }
                }
                return 0
            }
        case let .dictionary(entries):
            return container("a", "{sv}") {
                for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    let result = container("e", "sv") {
                        let keyResult = key.withCString { basic("s", $0) }
                        guard keyResult >= 0 else { return keyResult }
                        return container("v", entry.signature) { append(entry, to: message) }
                    }
                    if result < 0 { return result }
                }
                return 0
            }
        }
    }

    /// Reads the basic values left in a message (method arguments, a written property).
    fileprivate static func arguments(of message: OpaquePointer) -> [BusValue] {
        var values: [BusValue] = []
        while true {
            var type: CChar = 0
            guard sd_bus_message_peek_type(message, &type, nil) > 0 else { return values }
            switch UInt8(bitPattern: type) {
            case UInt8(ascii: "b"):
                var int: Int32 = 0
                guard sd_bus_message_read_basic(message, type, &int) > 0 else { return values }
                values.append(.boolean(int != 0))
            case UInt8(ascii: "x"):
                var int: Int64 = 0
                guard sd_bus_message_read_basic(message, type, &int) > 0 else { return values }
                values.append(.int64(int))
            case UInt8(ascii: "d"):
                var double = 0.0
                guard sd_bus_message_read_basic(message, type, &double) > 0 else { return values }
                values.append(.double(double))
            case UInt8(ascii: "s"), UInt8(ascii: "o"):
                var text: UnsafePointer<CChar>?
                guard sd_bus_message_read_basic(message, type, &text) > 0, let text else { return values }
                let string = String(cString: text)
                values.append(type == CChar(UInt8(ascii: "o")) ? .objectPath(string) : .string(string))
            default:
                guard sd_bus_message_skip(message, nil) > 0 else { return values }
            }
        }
    }

    fileprivate static func reply(to call: OpaquePointer, _ reply: BusReply, error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        switch reply {
        case .success:
            var message: OpaquePointer?
            guard sd_bus_message_new_method_return(call, &message) >= 0, let message else { return -ENOMEM }
            defer { sd_bus_message_unref(message) }
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
        return BusConnection.append(value, to: reply)
    }

    private static let set: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                            OpaquePointer?, UnsafeMutablePointer<sd_bus_error>?) -> Int32 = {
        context, interface, property, message, error in
        guard let interface, let property, let message, let object = object(context),
              let value = BusConnection.arguments(of: message).first else { return -EINVAL }
        switch object.set(String(cString: property), in: String(cString: interface), to: value) {
        case .success: return 0
        case let .failure(name, text): return sd_bus_error_set(error, name, text)
        }
    }

    private static let call: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                             OpaquePointer?, UnsafeMutablePointer<sd_bus_error>?) -> Int32 = {
        context, interface, member, message, error in
        guard let interface, let member, let message, let object = object(context) else { return -EINVAL }
        let reply = object.call(String(cString: member), in: String(cString: interface),
                                arguments: BusConnection.arguments(of: message))
        return BusConnection.reply(to: message, reply, error: error)
    }
}
