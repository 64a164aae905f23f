/// MPD's client-to-client messages (`MessageCommands.cxx`): `subscribe`, `unsubscribe`,
/// `channels`, `sendmessage`, `readmessages`, over the context's `MPDMessageBoard`. A change of
/// subscriptions wakes every client idling on `subscription`; a message wakes only the clients
/// it came to (`message`).
enum MPDMessageCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("subscribe", .read, arguments: 1...1) { call throws(MPDError) in
                switch call.client.mailbox.subscribe(call.arguments[0]) {
                case .subscribed:
                    call.context.messageBoard.join(call.client.mailbox)
                    call.context.notify(.subscription)
                case .invalid: throw MPDError(.argument, "invalid channel name")
                case .full: throw MPDError(.exist, "subscription list is full")
                case .already: throw MPDError(.exist, "already subscribed to this channel")
                }
            },
            MPDCommand("unsubscribe", .read, arguments: 1...1) { call throws(MPDError) in
                guard call.client.mailbox.unsubscribe(call.arguments[0]) else {
                    throw MPDError(.noExist, "not subscribed to this channel")
                }
                call.context.notify(.subscription)
            },
            MPDCommand("channels", .read, arguments: 0...0) { call throws(MPDError) in
                for channel in call.context.messageBoard.channels { call.response.add("channel", channel) }
            },
            MPDCommand("readmessages", .read, arguments: 0...0) { call throws(MPDError) in
                for message in call.client.mailbox.takeMessages() {
                    call.response.add("channel", message.channel)
                    call.response.add("message", message.text)
                }
            },
            MPDCommand("sendmessage", .control, arguments: 2...2) { call throws(MPDError) in
                let channel = call.arguments[0]
                guard MPDMessageBoard.isValidChannel(channel) else { throw MPDError(.argument, "invalid channel name") }
                guard call.context.messageBoard.send(call.arguments[1], on: channel) else {
                    throw MPDError(.noExist, "nobody is subscribed to this channel")
                }
                call.context.notify(.message)
            },
        ]
    }
}
