import JSONCoding
import NowPlaying

/// `playdeck remote audio-devices [--json]`: the outputs the player can play through, read from
/// its status (the `audioDevices` and `audioDevice` keys of `playdeck status --json`).
public enum AudioDeviceListing {
    /// One output as `--json` prints it.
    struct Row: Encodable {
        let name: String
        let description: String
        let current: Bool
    }

    /// Every output as a line: `▶ alsa/hw:0,3  HDMI Output` (the one playing marked), or one
    /// JSON object each.
    public static func lines(_ client: ControlClient, json: Bool) throws -> [String] {
        let line = try client.request(["get": "now-playing"])
        guard let status = StatusJSON.decode(line), let devices = status.audioDevices else {
            throw ControlClientError.refused(ControlReply.decode(line)?.reason ?? "the player did not say its audio outputs")
        }
        let current = status.audioDevice ?? AudioDeviceInfo.automatic
        return devices.map { self.line(Row(name: $0.name, description: $0.description, current: $0.name == current), json: json) }
    }

    static func line(_ row: Row, json: Bool) -> String {
        guard json else { return "\(row.current ? "▶" : " ") \(Sanitized.line(row.name))  \(Sanitized.line(row.description))" }
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(row)) ?? "{}"
    }
}
