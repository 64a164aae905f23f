import Foundation

extension Fixtures {
    /// What python3-mutagen adds where ffmpeg 5.1 cannot write it: `python3 -c SCRIPT KIND PATH
    /// COVER TAGS-JSON`, KIND one of
    /// - `ogg`: a FLAC picture block (METADATA_BLOCK_PICTURE) in an Ogg file's comments;
    /// - `asf`: a WM/Picture attribute in a WMA file;
    /// - `ape`: every tag and the cover as APEv2 (Musepack);
    /// - `ape-cover`: the cover into the APEv2 tag ffmpeg wrote (WavPack);
    /// - `wav`: an ID3v2.4 chunk with every tag and the cover.
    static let mutagenScript = #"""
        import base64, json, struct, sys
        import mutagen
        from mutagen.apev2 import APEv2, APEValue, BINARY
        from mutagen.asf import ASF, ASFByteArrayAttribute
        from mutagen.flac import Picture
        from mutagen.id3 import ID3, TIT2, TPE1, TALB, TPE2, TRCK, TPOS, TDRC, TCON, TCOM, COMM, APIC
        from mutagen.wave import WAVE

        kind, path, cover, tags = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
        data = open(cover, "rb").read() if cover else None
        ext = cover.rsplit(".", 1)[-1] if cover else ""
        mime = {"jpg": "image/jpeg", "png": "image/png", "webp": "image/webp"}.get(ext, "")

        if kind == "ogg":
            audio = mutagen.File(path)
            picture = Picture()
            picture.type, picture.mime, picture.desc, picture.data = 3, mime, "Cover", data
            picture.width, picture.height, picture.depth = 64, 48, 24
            audio["METADATA_BLOCK_PICTURE"] = [base64.b64encode(picture.write()).decode("ascii")]
            audio.save()
        elif kind == "asf":
            audio = ASF(path)
            def wide(text):
                return text.encode("utf-16-le") + b"\0\0"
            blob = struct.pack("<BI", 3, len(data)) + wide(mime) + wide("Cover") + data
            audio["WM/Picture"] = [ASFByteArrayAttribute(blob)]
            audio.save()
        elif kind in ("ape", "ape-cover"):
            tag = APEv2(path) if kind == "ape-cover" else APEv2()
            if kind == "ape":
                names = {"title": "Title", "artist": "Artist", "album": "Album", "album_artist": "Album Artist",
                         "track": "Track", "disc": "Disc", "date": "Year", "genre": "Genre",
                         "composer": "Composer", "comment": "Comment"}
                for key, name in names.items():
                    tag[name] = tags[key]
            tag["Cover Art (Front)"] = APEValue(b"cover." + ext.encode() + b"\0" + data, BINARY)
            tag.save(path)
        elif kind == "wav":
            audio = WAVE(path)
            audio.add_tags()
            frames = [(TIT2, "title"), (TPE1, "artist"), (TALB, "album"), (TPE2, "album_artist"), (TRCK, "track"),
                      (TPOS, "disc"), (TDRC, "date"), (TCON, "genre"), (TCOM, "composer")]
            for frame, key in frames:
                audio.tags.add(frame(encoding=3, text=tags[key]))
            audio.tags.add(COMM(encoding=3, lang="kor", desc="", text=tags["comment"]))
            audio.tags.add(APIC(encoding=3, mime=mime, type=3, desc="Cover", data=data))
            audio.save()
        else:
            sys.exit("unknown kind " + kind)
        """#

    /// Puts an ID3v2.2 tag (three-letter frames, UCS-2 text, a PIC frame) in front of the mp3 at
    /// `path`. Neither ffmpeg nor mutagen writes version 2.2 any more, so the test writes its
    /// few frames itself; FFmpeg reads them.
    static func prependID3v22(to path: String, tags: [String: String], cover: String?) throws {
        func frame(_ id: String, _ body: [UInt8]) -> [UInt8] {
            Array(id.utf8) + [UInt8(body.count >> 16 & 0xFF), UInt8(body.count >> 8 & 0xFF), UInt8(body.count & 0xFF)] + body
        }
        func ucs2(_ text: String) -> [UInt8] {
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let names = [("TT2", "title"), ("TP1", "artist"), ("TAL", "album"), ("TP2", "album_artist"), ("TRK", "track"),
                     ("TPA", "disc"), ("TYE", "date"), ("TCO", "genre"), ("TCM", "composer")]
        var frames = names.flatMap { id, key in frame(id, [1] + ucs2(tags[key] ?? "")) }
        frames += frame("COM", [1] + Array("kor".utf8) + ucs2("") + [0, 0] + ucs2(tags["comment"] ?? ""))
        if let cover {
            let picture = try Data(contentsOf: URL(fileURLWithPath: cover))
            frames += frame("PIC", [0] + Array("JPG".utf8) + [3] + Array("Cover".utf8) + [0] + Array(picture))
        }
        let size = frames.count
        let header: [UInt8] = Array("ID3".utf8) + [2, 0, 0] + [21, 14, 7, 0].map { UInt8(size >> $0 & 0x7F) }
        let audio = try Data(contentsOf: URL(fileURLWithPath: path))
        try Data(header + frames + Array(audio)).write(to: URL(fileURLWithPath: path))
    }
}
