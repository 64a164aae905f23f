import Foundation

extension Fixtures {
    /// A folder for `LocalHTTPServer`: 40 s of a sine tone as one-second AAC segments
    /// (seg000.ts …), the finished playlist of them (vod.m3u8, with EXT-X-ENDLIST) and a 20 s
    /// mp3 tone (tone.mp3, 8 kB a second). The server's /live.m3u8 plays the same segments live.
    public static func streamFolder() throws -> String {
        let path = directory + "/http-root"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        // Made whole under another name, then renamed: parallel tests never see half a folder.
        let partial = directory + "/http-root.part-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=520:duration=40",
                                    "-c:a", "aac", "-b:a", "64k", "-f", "hls", "-hls_time", "1", "-hls_list_size", "0",
                                    "-hls_playlist_type", "vod", "-hls_segment_filename", partial + "/seg%03d.ts",
                                    partial + "/vod.m3u8"])
        try FileManager.default.copyItem(atPath: try tone(seconds: 20), toPath: partial + "/tone.mp3")
        if rename(partial, path) != 0 { try? FileManager.default.removeItem(atPath: partial) }
        return path
    }
}
