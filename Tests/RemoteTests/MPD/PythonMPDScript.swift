import Foundation
import TestSupport

/// A python-mpd2 session (Debian's python3-mpd) as a client library uses the protocol: typed
/// calls, MPD 0.21 filter expressions, command lists, `idle`, `albumart`/`readpicture` with
/// binary answers. It prints one JSON line per call (the result, or the error as MPD worded
/// it), so the real MPD's and PlayDeck's runs compare line by line.
enum PythonMPDScript {
    /// What each call returned, masked as `MPCScript` masks (ids, times, uptime…).
    static func run(against socket: String) throws -> [String] {
        let path = Fixtures.directory + "/python-mpd-script.py"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run("/usr/bin/python3", [path, socket], timeout: 60)
        guard result.status == 0 else { throw FixtureError("the python-mpd2 script failed: \(result.stderr)") }
        return result.stdout.split(separator: "\n").map(String.init)
    }

    static let script = #"""
        import hashlib, json, sys, threading
        import mpd

        client = mpd.MPDClient()
        client.timeout = 20
        client.connect(sys.argv[1])
        watcher = mpd.MPDClient()
        watcher.connect(sys.argv[1])

        MASKED = {"id", "songid", "nextsongid", "elapsed", "time", "bitrate", "uptime", "playtime",
                  "db_update", "last-modified", "updating_db", "playlist", "outputname", "plugin"}
        # The audio format is read by each server's own decoder: present or not, it may differ.
        DROPPED = {"format", "audio"}

        def mask(value):
            if isinstance(value, dict):
                return {k: ("*" if k in MASKED else mask(v)) for k, v in value.items() if k not in DROPPED}
            if isinstance(value, list):
                return [mask(v) for v in value]
            if isinstance(value, bytes):
                return "bytes:" + hashlib.sha1(value).hexdigest()
            return value

        def call(name, *args):
            method = getattr(client, name, None)
            if method is None:
                print(json.dumps([name, list(args), "not in this python-mpd2"], ensure_ascii=False))
                return
            try:
                result = method(*args)
            except mpd.CommandError as error:
                result = {"error": str(error)}
            print(json.dumps([name, list(args), mask(result)], ensure_ascii=False, sort_keys=True))
            sys.stdout.flush()

        call("status")
        call("stats")
        call("tagtypes")
        call("lsinfo")
        call("lsinfo", "Ana Lúa/Primeiro")
        call("listallinfo", "Various")
        call("find", "(artist == 'Ana Lúa')")
        call("find", "(album == '')")
        call("find", "(Track == '1')")
        call("search", "(any contains 'dawn')")
        call("search", "(title =~ '^[DV]')")
        call("find", "((genre == 'Pop') AND (artist != 'Cora'))")
        call("find", "(!(genre == 'Pop'))")
        call("find", "(base 'Various')")
        call("find", "(file == 'loose.flac')")
        call("find", "(artist == 'unterminated")
        call("find", "(nosuchtag == 'x')")
        call("find", "artist", "Cora", "album", "Mixtape")
        call("search", "any", "LÚA")
        call("find", "(genre == 'Folk')", "sort", "-Title")
        call("find", "(genre == 'Folk')", "window", "1:2")
        call("list", "album")
        call("list", "album", "group", "albumartist")
        call("list", "title", "(genre == 'Jazz')")
        call("list", "date", "group", "album")
        call("list", "nosuchtag")
        call("count", "(genre == 'Folk')")
        call("count", "group", "artist")
        call("albumart", "Ana Lúa/Primeiro/01 Mar.flac")
        call("readpicture", "Brass Unit/Night Shift/1-01 Dusk.mp3")
        call("readpicture", "Ana Lúa/Primeiro/01 Mar.flac")
        call("albumart", "nowhere.flac")
        call("binarylimit", "1048576")
        call("albumart", "Ana Lúa/Primeiro/01 Mar.flac")
        call("readcomments", "Various/Mixtape/01 First.ogg")
        call("findadd", "(album == 'Primeiro')")
        call("add", "loose.flac")
        call("addid", "Various/Untitled.ogg", "1")
        call("playlistinfo")
        call("playlistinfo", "1:3")
        call("playlistfind", "title", "Vento")
        call("playlistsearch", "(title contains 'lú')")
        call("play", "0")
        call("pause", "1")
        call("currentsong")
        call("seekcur", "12.5")
        call("status")
        call("seekcur", "+2")
        call("seek", "2", "20")
        call("status")
        call("move", "0:2", "3")
        call("playlistinfo")
        call("swap", "0", "1")
        call("delete", "0")
        call("deleteid", "99999")
        call("plchanges", "0")
        call("setvol", "40")
        call("getvol")
        call("volume", "+5")
        call("random", "1")
        call("repeat", "1")
        call("single", "1")
        call("single", "oneshot")
        call("consume", "0")
        call("status")
        call("random", "0")
        call("repeat", "0")
        call("single", "0")
        call("save", "py")
        call("listplaylists")
        call("listplaylistinfo", "py")
        call("playlistadd", "py", "loose.flac")
        call("playlistdelete", "py", "0")
        call("listplaylist", "py")
        call("rename", "py", "py2")
        call("load", "py2", "0:1")
        call("playlistclear", "py2")
        call("listplaylist", "py2")
        call("rm", "py2")
        call("rm", "py2")
        call("outputs")
        call("stop")
        call("status")
        client.command_list_ok_begin()
        client.status()
        client.playlistid()
        client.currentsong()
        try:
            print(json.dumps(["command_list", [], mask(client.command_list_end())], ensure_ascii=False, sort_keys=True))
        except mpd.CommandError as error:
            print(json.dumps(["command_list", [], {"error": str(error)}], ensure_ascii=False))
        watcher.idle()  # what happened since it connected: reported at once
        changed = []
        idling = threading.Thread(target=lambda: changed.extend(watcher.idle("playlist", "player")))
        idling.start()
        client.clear()
        idling.join(20)
        print(json.dumps(["idle", [], sorted(changed)]))
        call("nosuchcommand")
        call("play", "99")
        call("playid", "99999")
        call("setvol", "101")
        call("status")
        """#
}
