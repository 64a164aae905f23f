import JSONCoding
import NowPlaying
import Remote

/// `playdeck remote audio-devices [--json]`: the outputs the player can play through, read from
/// its status (the `audioDevices` and `audioDevice` keys of `playdeck status --json`).
enum AudioDeviceListing {
    /// One output as `--json` prints it.
    struct Row: Encodable {
        let name: String
        let description: String
        let current: Bool
    }

    /// Prints every output: `▶ alsa/hw:0,3  HDMI Output` (the one playing marked), or one JSON
    /// object each.
    static func print(_ client: ControlClient, json: Bool) throws {
        let line = try client.request(["get": "now-playing"])
        guard let status = StatusJSON.decode(line), let devices = status.audioDevices else {
            throw ControlClientError.refused(ControlReply.decode(line)?.reason ?? "the player did not say its audio outputs")
        }
        let current = status.audioDevice ?? AudioDeviceInfo.automatic
        for device in devices {
            let row = Row(name: device.name, description: device.description, current: device.name == current)
            Output.line(json ? jsonLine(row) : textLine(row))
        }
    }

    private static func textLine(_ row: Row) -> String {
        "\(row.current ? "▶" : " ") \(Sanitized.line(row.name))  \(Sanitized.line(row.description))"
    }

    private static func jsonLine(_ row: Row) -> String {
        (try? JSONEncoder(outputFormatting: .sortedKeys).encode(row)) ?? "{}"
    }
}
