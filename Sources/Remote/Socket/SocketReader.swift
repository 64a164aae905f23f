/// A peer whose socket is read line by line: the socket and the framer its bytes go through.
protocol LineReading: AnyObject {
    /// The socket, non-blocking.
    var fd: Int32 { get }
    /// What it sent that is not a whole line yet.
    var framer: LineFramer { get set }
}

/// Reads peers' non-blocking sockets into lines: a bounded number of reads per wake-up, so
/// that one peer sending without pause cannot starve the rest of the loop, through one
/// buffer kept for all of them. The buffer is only held during a read: what a peer's lines
/// do may read another peer (an answer that wakes one waiting).
final class SocketReader {
    /// Why reading stopped.
    enum Stop: Equatable {
        /// Nothing more has arrived for now.
        case drained
        /// The lines' taker said stop, or the reads of one wake-up are used up.
        case stopped
        /// The peer will send nothing more (it closed its end, or the socket failed); the
        /// framer may still hold a last line without a newline (`LineFramer.finish`).
        case ended
    }

    private var buffer: [UInt8]
    private let rounds: Int

    /// A reader of up to `rounds` reads of `bufferSize` bytes per wake-up.
    init(bufferSize: Int, rounds: Int) {
        buffer = [UInt8](repeating: 0, count: bufferSize)
        self.rounds = rounds
    }

    /// Reads what has arrived from `peer` and gives the lines each read completes to `take`,
    /// which says whether to read on.
    func read(_ peer: some LineReading, take: ([LineFramer.Item]) -> Bool) -> Stop {
        for _ in 0..<rounds {
            let result = buffer.withUnsafeMutableBytes { try? UnixSocket.receive(peer.fd, into: $0) }
            switch result {
            case let .bytes(count)?:
                let items = buffer.withUnsafeBytes { peer.framer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                guard take(items) else { return .stopped }
            case .wouldBlock?:
                return .drained
            case .endOfFile?, nil:
                return .ended
            }
        }
        return .stopped
    }
}
