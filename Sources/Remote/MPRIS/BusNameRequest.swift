import CSDBus
import EventLoop

/// One name request's state while the bus answers: the names left to try and who to tell.
final class NameRequest {
    private var names: [String]
    private let granted: (String?) -> Void

    init(names: [String], granted: @escaping (String?) -> Void) {
        self.names = names
        self.granted = granted
    }

    /// Asks for the first name left; the answer comes to `answered`, with this request retained
    /// until then.
    func send(on bus: OpaquePointer?) throws(BusError) {
        guard let name = names.first else { return granted(nil) }
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = sd_bus_request_name_async(bus, nil, name, 0, { message, context, _ in
            guard let context else { return 0 }
            let request = Unmanaged<NameRequest>.fromOpaque(context).takeRetainedValue()
            request.answered(message)
            return 0
        }, context)
        guard result >= 0 else {
            Unmanaged<NameRequest>.fromOpaque(context).release()
            throw BusError("request \(name)", code: -result)
        }
    }

    /// The bus's answer to RequestName: 1 (now the owner) or 4 (was already); 3 means another
    /// connection has the name, and the next one is tried.
    private func answered(_ message: OpaquePointer?) {
        let name = names.removeFirst()
        var reply: UInt32 = 0
        if let message, sd_bus_message_is_method_error(message, nil) == 0,
           sd_bus_message_read_basic(message, CChar(UInt8(ascii: "u")), &reply) > 0, reply == 1 || reply == 4 {
            return granted(name)
        }
        guard let message else { return granted(nil) }
        // Taken by another player: the next name, on the same connection.
        do {
            try send(on: sd_bus_message_get_bus(message))
        } catch {
            granted(nil)
        }
    }
}
