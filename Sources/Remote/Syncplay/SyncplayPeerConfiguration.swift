extension SyncplayPeer {
    /// Where to go and as whom.
    public struct Configuration: Equatable, Sendable {
        /// The server's name or address.
        public var host: String
        /// The server's TCP port.
        public var port: UInt16
        /// The room to join.
        public var room: String
        /// The name the room sees.
        public var name: String
        /// The server password; only its MD5 is sent, as the protocol asks.
        public var password: String?
        /// What is sent of the file's name.
        public var filenamePrivacy: SyncplayPrivacy
        /// What is sent of the file's size.
        public var filesizePrivacy: SyncplayPrivacy
        /// Whether TLS is asked for, and whether the room is joined without it.
        public var tls: SyncplayTLSMode
        /// The CA certificates (PEM) the server's must chain to, instead of the system's store.
        public var caFile: String?

        /// Creates a configuration.
        public init(host: String, port: UInt16, room: String, name: String, password: String? = nil,
                    filenamePrivacy: SyncplayPrivacy = .raw, filesizePrivacy: SyncplayPrivacy = .raw,
                    tls: SyncplayTLSMode = .prefer, caFile: String? = nil) {
            self.host = host
            self.port = port
            self.room = room
            self.name = name
            self.password = password
            self.filenamePrivacy = filenamePrivacy
            self.filesizePrivacy = filesizePrivacy
            self.tls = tls
            self.caFile = caFile
        }

        var label: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
    }
}
