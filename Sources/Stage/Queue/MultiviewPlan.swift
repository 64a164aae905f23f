import MediaFiles
import NowPlaying

/// `--multiview A B [C D]`: the views checked before any player starts. They must be two to
/// four local files, each with video, all of one length (angles of one event).
public enum MultiviewPlan {
    /// How far the views' lengths may differ: encoders end a stream a few frames apart.
    static let lengthTolerance = 0.5

    /// Why these views cannot play together, in one line; nil when they can.
    public static func refusal(_ paths: [String]) -> String? {
        guard (2...4).contains(paths.count) else {
            return "--multiview takes two to four videos of one event, not \(paths.count)"
        }
        var lengths: [(path: String, seconds: Double)] = []
        for path in paths {
            let name = Sanitized.line(path)
            let tags: MediaTags
            do {
                tags = try MediaTags.read(path: path)
            } catch {
                return "\(name): cannot be read for multiview: \(Sanitized.line(error.description))"
            }
            guard tags.hasVideo else { return "\(name): has no video; multiview shows videos side by side" }
            guard let seconds = tags.duration else { return "\(name): its length is not known; multiview needs views of one length" }
            lengths.append((name, seconds))
        }
        if let first = lengths.first, let odd = lengths.first(where: { abs($0.seconds - first.seconds) > lengthTolerance }) {
            return "\(odd.path): \(TimeFormat.seconds(odd.seconds)) long, but \(first.path) is \(TimeFormat.seconds(first.seconds)); "
                + "multiview plays views of one length"
        }
        return nil
    }
}

/// Lengths in a refusal: "12.0 s".
private enum TimeFormat {
    static func seconds(_ value: Double) -> String {
        String(Double((value * 10).rounded()) / 10) + " s"
    }
}
