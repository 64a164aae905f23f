import CSDBus
import Glibc

/// The connection as a client: method calls answered later on the loop, and signal matches.
/// Each callback's Swift side is retained by its sd-bus slot and released by the slot's destroy
/// callback, so it lives exactly as long as sd-bus may call it: until the answer (or the
/// timeout's synthetic error), until the match is dropped, or until the connection closes.
extension BusConnection {
    /// Calls `member` on `destination` without waiting; `reply` gets the results or the error,
    /// on the loop, within `timeout` seconds at the latest (sd-bus answers a call the player
    /// never answers with a timeout error).
    func call(_ destination: String, path: String, interface: String, member: String, arguments: [BusValue] = [],
              timeout: Double, reply: @escaping (Result<[BusValue], BusCallFailure>) -> Void) {
        guard let bus else { return reply(.failure(.disconnected)) }
        var message: OpaquePointer?
        let made = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard made >= 0, let message else { return reply(.failure(BusCallFailure(code: -made))) }
        defer { sd_bus_message_unref(message) }
        let appended = BusMessageWriter.appendAll(arguments, to: message)
        guard appended >= 0 else { return reply(.failure(BusCallFailure(code: -appended))) }
        let pending = Unmanaged.passRetained(PendingCall(reply)).toOpaque()
        var slot: OpaquePointer?
        let sent = sd_bus_call_async(bus, &slot, message, { message, context, _ in
            guard let context else { return 0 }
            Unmanaged<PendingCall>.fromOpaque(context).takeUnretainedValue().answered(message)
            return 0
        }, pending, UInt64(max(0.001, timeout) * 1e6))
        guard sent >= 0, let slot else {
            Unmanaged<PendingCall>.fromOpaque(pending).release()
            return reply(.failure(BusCallFailure(code: -sent)))
        }
        Self.handOver(slot)
    }

    /// Calls `member` and waits for its answer, at most `timeout` seconds: for a connection of a
    /// one-shot command or of a worker of its own, never one the loop drives.
    func callWaiting(_ destination: String, path: String, interface: String, member: String, arguments: [BusValue] = [],
                     timeout: Double) -> Result<[BusValue], BusCallFailure> {
        guard let bus else { return .failure(.disconnected) }
        var message: OpaquePointer?
        let made = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard made >= 0, let message else { return .failure(BusCallFailure(code: -made)) }
        defer { sd_bus_message_unref(message) }
        let appended = BusMessageWriter.appendAll(arguments, to: message)
        guard appended >= 0 else { return .failure(BusCallFailure(code: -appended)) }
        var error = sd_bus_error()
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        let called = sd_bus_call(bus, message, UInt64(max(0.001, timeout) * 1e6), &error, &reply)
        defer { sd_bus_message_unref(reply) }
        guard called >= 0, let reply else {
            guard let name = error.name else { return .failure(BusCallFailure(code: -called)) }
            return .failure(BusCallFailure(name: String(cString: name), message: error.message.map { String(cString: $0) } ?? ""))
        }
        return .success(BusMessageReader.values(in: reply))
    }

    /// Calls `handler` with every signal matching `rule` (a D-Bus match rule) until the match is
    /// dropped; nil when sd-bus refused the rule.
    func match(_ rule: String, handler: @escaping (BusSignal) -> Void) -> BusMatch? {
        guard let bus else { return nil }
        let context = Unmanaged.passRetained(SignalHandler(handler)).toOpaque()
        var slot: OpaquePointer?
        let added = sd_bus_add_match_async(bus, &slot, rule, { message, context, _ in
            guard let message, let context else { return 0 }
            Unmanaged<SignalHandler>.fromOpaque(context).takeUnretainedValue().received(message)
            return 0
        }, { _, _, _ in
            // The broker refused the match (out of its quota): the signals do not come, and
            // the connection goes on (sd-bus would otherwise close it).
            0
        }, context)
        guard added >= 0, let slot else {
            Unmanaged<SignalHandler>.fromOpaque(context).release()
            return nil
        }
        _ = sd_bus_slot_set_destroy_callback(slot, { context in
            if let context { Unmanaged<SignalHandler>.fromOpaque(context).release() }
        })
        return BusMatch(slot: slot)
    }

    /// Gives a call's slot to the bus (floating), releasing its Swift side when sd-bus frees it.
    private static func handOver(_ slot: OpaquePointer) {
        _ = sd_bus_slot_set_destroy_callback(slot, { context in
            if let context { Unmanaged<PendingCall>.fromOpaque(context).release() }
        })
        _ = sd_bus_slot_set_floating(slot, 1)
        sd_bus_slot_unref(slot)
    }
}

/// A signal as received: who sent it (the sender's unique name), where from, and its arguments.
struct BusSignal {
    let sender: String
    let path: String
    let interface: String
    let member: String
    let arguments: [BusValue]
}

/// A signal match; dropping it ends the match.
final class BusMatch {
    private let slot: OpaquePointer

    fileprivate init(slot: OpaquePointer) {
        self.slot = slot
    }

    deinit { sd_bus_slot_unref(slot) }
}

/// Why a call got no results: the D-Bus error the player (or sd-bus, for a timeout) answered,
/// or a failure to send.
public struct BusCallFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error's name, e.g. `org.freedesktop.DBus.Error.NoReply`.
    public let name: String
    /// Its message.
    public let message: String

    /// A D-Bus error.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    /// A call that could not be sent: sd-bus's errno.
    init(code: Int32) {
        self.init(name: "org.freedesktop.DBus.Error.Failed", message: String(cString: strerror(code)))
    }

    /// The connection is closed.
    static let disconnected = BusCallFailure(name: "org.freedesktop.DBus.Error.Disconnected", message: "not connected to the bus")

    public var description: String { message.isEmpty ? name : message }
}

/// A call's Swift side while the bus answers.
private final class PendingCall {
    private let reply: (Result<[BusValue], BusCallFailure>) -> Void

    init(_ reply: @escaping (Result<[BusValue], BusCallFailure>) -> Void) {
        self.reply = reply
    }

    func answered(_ message: OpaquePointer?) {
        guard let message else { return reply(.failure(.disconnected)) }
        if sd_bus_message_is_method_error(message, nil) != 0 {
            let error = sd_bus_message_get_error(message)
            let name = error?.pointee.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
            let text = error?.pointee.message.map { String(cString: $0) } ?? ""
            return reply(.failure(BusCallFailure(name: name, message: text)))
        }
        reply(.success(BusMessageReader.values(in: message)))
    }
}

/// A match's Swift side.
private final class SignalHandler {
    private let handler: (BusSignal) -> Void

    init(_ handler: @escaping (BusSignal) -> Void) {
        self.handler = handler
    }

    func received(_ message: OpaquePointer) {
        func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
        handler(BusSignal(sender: text(sd_bus_message_get_sender(message)), path: text(sd_bus_message_get_path(message)),
                          interface: text(sd_bus_message_get_interface(message)),
                          member: text(sd_bus_message_get_member(message)), arguments: BusMessageReader.values(in: message)))
    }
}
