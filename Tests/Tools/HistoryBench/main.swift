import EventLoop
import Glibc
import Library

/// `history-bench STATE_DIR [COUNT]`: keeps COUNT listens (100,000 by default, names like a
/// music library's) in a listening history, then reads it back as a start does; prints the
/// median milliseconds of 9 loads and of 9 appends (each fsynced), for bench/bench.py:
/// `load 12.3 append 4.5 bytes 1234567 listens 100000`.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: history-bench STATE_DIR [COUNT]")
    exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
let folder = arguments[1] + "/scrobble"
func track(_ index: Int) -> ListenTrack {
    ListenTrack(artist: "Some Artist \(index / 120)", title: "\(index % 12 + 1) A Track Title", album: "An Album \(index / 12)",
                duration: 180 + index % 120, path: "/home/someone/Music/Some Artist \(index / 120)/An Album \(index / 12)/\(index % 12 + 1) A Track Title.flac")
}
do {
    // Written as one file (appending 100,000 listens one fsync at a time would take minutes).
    let existing = try ListeningHistory(directory: folder, services: ["listenbrainz"], keep: count + 20)
    if existing.listens.count < count {
        let listens = (0..<count).map { Listen(id: $0 + 1, listenedAt: 1_600_000_000 + $0 * 200, track: track($0)) }
        try AtomicFile.write(bytes: ListenFileFormat.file(listens), to: folder + "/listens", creatingDirectory: folder,
                             limit: ListeningHistory.sizeLimit)
    }
} catch {
    print("history-bench: \(error)")
    exit(1)
}

func median(_ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<9 {
        let start = EventLoop.now()
        try body()
        times.append(EventLoop.now() - start)
    }
    return times.sorted()[times.count / 2] * 1000
}

do {
    var loaded = 0
    let load = try median {
        loaded = try ListeningHistory(directory: folder, services: ["listenbrainz"], keep: count + 20).listens.count
    }
    let history = try ListeningHistory(directory: folder, services: ["listenbrainz"], keep: count + 20)
    var next = 0
    let append = try median {
        next += 1
        try history.append(track(next), listenedAt: 1_600_000_000 + (count + next) * 200)
    }
    var file = Glibc.stat()
    _ = lstat(folder + "/listens", &file)
    func rounded(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
    print("load \(rounded(load)) append \(rounded(append)) bytes \(file.st_size) listens \(loaded)")
} catch {
    print("history-bench: \(error)")
    exit(1)
}
