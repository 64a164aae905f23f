import EventLoop
import Glibc
import Library

/// `session-bench STATE_DIR [COUNT]`: saves a queue of COUNT items (100,000 by default, paths
/// like a music folder's, every seventh with a playlist title, shuffled) into a session store
/// as the player does when the queue changes, then reads it back as a start does; prints the
/// median milliseconds of each of 9 runs, for bench/bench.py and the figures:
/// `encode 12.3 save 45.6 load 78.9 bytes 1234567 items 100000`.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: session-bench STATE_DIR [COUNT]")
    exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
var order = Array(0..<count)
var generator = SystemRandomNumberGenerator()
order.shuffle(using: &generator)
let items = (0..<count).map { index in
    SavedQueue.Item(location: "/home/someone/Music/Some Artist \(index / 120)/An Album \(index / 12)/\(index % 12 + 1) A Track Title.flac",
                    title: index % 7 == 0 ? "A title from a playlist \(index)" : nil)
}
let queue = SavedQueue(items: items, shuffledOrder: order, repeatMode: "queue")
let store = SessionStore(directory: arguments[1])

func median(_ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<9 {
        let start = EventLoop.now()
        body()
        times.append(EventLoop.now() - start)
    }
    return times.sorted()[times.count / 2] * 1000
}

var bytes = 0
let encode = median { bytes = SessionFileFormat.encode(queue, save: 1).count }
let save = median {
    do { try store.save(queue) } catch { print("session-bench: \(error)"); exit(1) }
}
var loaded = 0
let load = median {
    guard case let .success(session?) = SessionStore(directory: arguments[1]).load() else { print("session-bench: no session"); exit(1) }
    loaded = session.queue.items.count
}
func rounded(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
print("encode \(rounded(encode)) save \(rounded(save)) load \(rounded(load)) bytes \(bytes) items \(loaded)")
