import Glibc

/// `tag-bench FILE…`: reads the tags of every file (without covers) on one worker thread, as the
/// queue's title loader does, and prints how long FFmpeg took to load and how long the reading
/// took, in milliseconds, for bench/bench.py: `load 12.3 read 45.6 files 200 titled 200`.
let run = Run(paths: Array(CommandLine.arguments.dropFirst()))
guard run.start() else {
    print("tag-bench: no thread")
    exit(1)
}
func milliseconds(_ seconds: Double) -> String { String(Double(Int(seconds * 100_000)) / 100) }
print("load \(milliseconds(run.load)) read \(milliseconds(run.read)) files \(run.paths.count) titled \(run.titled)")
