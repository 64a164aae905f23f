import Glibc

/// The demo's tune, synthesised into a WAV file: pentatonic notes four a second, each
/// fading out, over a slow bass. A real file gives mpv a real duration and seeking,
/// which a generated lavfi stream does not.
public enum DemoTune {
    static let sampleRate = 22_050
    static let seconds = 96

    /// 16-bit mono PCM samples of the whole tune.
    static func samples() -> [Int16] {
        let semitones: [Double] = [0, 3, 5, 7, 10]
        let rate = Double(sampleRate)
        var out = [Int16](repeating: 0, count: sampleRate * seconds)
        for index in out.indices {
            let t = Double(index) / rate
            let note = Int(t * 4)
            let octave: Double = Int(t) % 8 < 4 ? 1 : 2
            let frequency = 220 * octave * pow(2, semitones[(note * 7) % 5] / 12)
            let sinceNote = t - Double(note) / 4
            let voice = 0.25 * exp(-4 * sinceNote) * sin(2 * .pi * frequency * t)
            let bass = 0.12 * sin(2 * .pi * t * (Int(t) % 4 < 2 ? 110 : 98))
            out[index] = Int16(max(-1, min(1, voice + bass)) * 32_000)
        }
        return out
    }

    /// The bytes of a WAV file holding `samples`.
    static func wav(_ samples: [Int16]) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let data = samples.count * 2
        var bytes = Array("RIFF".utf8) + le32(36 + data) + Array("WAVEfmt ".utf8)
        bytes += le32(16) + le16(1) + le16(1) + le32(sampleRate) + le32(sampleRate * 2) + le16(2) + le16(16)
        bytes += Array("data".utf8) + le32(data)
        bytes.reserveCapacity(bytes.count + data)
        for sample in samples { bytes += le16(Int(sample)) }
        return bytes
    }

    /// Writes the tune into a new private folder and returns the file's path.
    static func write() -> String? {
        let base = (getenv("XDG_RUNTIME_DIR").map { String(cString: $0) } ?? "/tmp") + "/playdeck-demo-XXXXXX"
        var template = Array(base.utf8CString)
        guard template.withUnsafeMutableBufferPointer({ $0.baseAddress.map { mkdtemp($0) } ?? nil }) != nil else {
            return nil
        }
        let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let path = folder + "/pentatonic-sketch.wav"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let bytes = wav(samples())
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count ? path : nil
    }

    /// Removes the file and its folder.
    public static func remove(_ path: String) {
        unlink(path)
        if let slash = path.lastIndex(of: "/") { rmdir(String(path[..<slash])) }
    }
}
