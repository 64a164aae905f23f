extension PythonMPRISPlayer {
    /// The player: python3-dbus on GLib's main loop, an MPRIS server written apart from
    /// PlayDeck's own. It prints "ready" once it owns its name, "call MEMBER ARGS" for every
    /// method called and "set PROPERTY VALUE" for every property written, and exits when its
    /// standard input closes. It moves its position at Rate while Playing, as a real player
    /// does, and takes a JSON array a line on standard input to change what it publishes:
    ///   ["status", "Paused"]        PlaybackStatus, announced
    ///   ["rate", 2.0]               Rate, announced (no Seeked)
    ///   ["track", {...}]            new Metadata (title, artist, length, trackid, artUrl), the
    ///                               position back to 0, announced without Seeked
    ///   ["seek", 30000000]          the position, announced with Seeked
    ///   ["can", "CanSeek", false]   a Can… flag, announced
    ///   ["wrong"]                   Rate as a string and the title as an integer, announced
    ///   ["title", "…"]              the title (any text), announced
    ///   ["hang"]                    Next is never answered from now on
    /// Besides MPRIS, `org.playdeck.Test.Echo(v) → v` answers with the value it was given.
    static let script = #"""
        import json, signal, sys, time
        import dbus, dbus.service, dbus.mainloop.glib
        from gi.repository import GLib

        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
        NAME, IDENTITY = sys.argv[1], sys.argv[2]
        ROOT, PLAYER, PROPS = "org.mpris.MediaPlayer2", "org.mpris.MediaPlayer2.Player", dbus.PROPERTIES_IFACE
        PATH = "/org/mpris/MediaPlayer2"

        def out(line):
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

        def metadata(track):
            entries = {"mpris:trackid": dbus.ObjectPath(track.get("trackid", "/org/test/track/1"))}
            if "title" in track: entries["xesam:title"] = dbus.String(track["title"])
            if "artist" in track: entries["xesam:artist"] = dbus.Array([track["artist"]], signature="s")
            if "album" in track: entries["xesam:album"] = dbus.String(track["album"])
            if track.get("length"): entries["mpris:length"] = dbus.Int64(track["length"])
            if track.get("artUrl"): entries["mpris:artUrl"] = dbus.String(track["artUrl"])
            return dbus.Dictionary(entries, signature="sv")

        class Player(dbus.service.Object):
            def __init__(self, bus, track):
                super().__init__(bus, PATH)
                self.props = {
                    "PlaybackStatus": dbus.String("Playing"), "LoopStatus": dbus.String("None"),
                    "Rate": dbus.Double(1.0), "Shuffle": dbus.Boolean(False), "Metadata": metadata(track),
                    "Volume": dbus.Double(0.5), "MinimumRate": dbus.Double(0.5), "MaximumRate": dbus.Double(2.0),
                    "CanGoNext": dbus.Boolean(True), "CanGoPrevious": dbus.Boolean(True),
                    "CanPlay": dbus.Boolean(True), "CanPause": dbus.Boolean(True),
                    "CanSeek": dbus.Boolean(True), "CanControl": dbus.Boolean(True),
                }
                self.base, self.since = 0.0, time.monotonic()

            def position(self):
                moving = self.props["PlaybackStatus"] == "Playing" and isinstance(self.props["Rate"], dbus.Double)
                return self.base + ((time.monotonic() - self.since) * float(self.props["Rate"]) if moving else 0.0)

            def place(self, seconds):
                self.base, self.since = max(0.0, seconds), time.monotonic()

            def change(self, **values):
                self.place(self.position())
                self.props.update(values)
                self.PropertiesChanged(PLAYER, dbus.Dictionary(values, signature="sv"), dbus.Array([], signature="s"))

            @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
            def Get(self, interface, name):
                return self.GetAll(interface)[name]

            @dbus.service.method(PROPS, in_signature="s", out_signature="a{sv}")
            def GetAll(self, interface):
                if interface == ROOT:
                    return dbus.Dictionary({"Identity": dbus.String(IDENTITY), "CanQuit": dbus.Boolean(False),
                                            "CanRaise": dbus.Boolean(False), "HasTrackList": dbus.Boolean(False)}, signature="sv")
                values = dict(self.props)
                values["Position"] = dbus.Int64(int(self.position() * 1e6))
                return dbus.Dictionary(values, signature="sv")

            @dbus.service.method(PROPS, in_signature="ssv")
            def Set(self, interface, name, value):
                out("set %s %s" % (name, json.dumps(value)))
                kinds = {"Rate": dbus.Double, "Volume": dbus.Double, "LoopStatus": dbus.String, "Shuffle": dbus.Boolean}
                self.change(**{name: kinds[name](value)})

            @dbus.service.signal(PROPS, signature="sa{sv}as")
            def PropertiesChanged(self, interface, changed, invalidated): pass

            @dbus.service.signal(PLAYER, signature="x")
            def Seeked(self, position): pass

            @dbus.service.method("org.playdeck.Test", in_signature="v", out_signature="v")
            def Echo(self, value): return value

            def called(self, member, *args):
                out(" ".join(["call", member] + [str(a) for a in args]))

            @dbus.service.method(PLAYER)
            def Play(self): self.called("Play"); self.change(PlaybackStatus=dbus.String("Playing"))
            @dbus.service.method(PLAYER)
            def Pause(self): self.called("Pause"); self.change(PlaybackStatus=dbus.String("Paused"))
            @dbus.service.method(PLAYER)
            def PlayPause(self):
                self.called("PlayPause")
                playing = self.props["PlaybackStatus"] == "Playing"
                self.change(PlaybackStatus=dbus.String("Paused" if playing else "Playing"))
            @dbus.service.method(PLAYER)
            def Stop(self): self.called("Stop"); self.change(PlaybackStatus=dbus.String("Stopped"))
            @dbus.service.method(PLAYER, async_callbacks=("reply", "error"))
            def Next(self, reply, error):
                self.called("Next")
                if not hanging: reply()
            @dbus.service.method(PLAYER)
            def Previous(self): self.called("Previous")
            @dbus.service.method(PLAYER, in_signature="x")
            def Seek(self, offset):
                self.called("Seek", int(offset))
                self.place(self.position() + offset / 1e6)
                self.Seeked(dbus.Int64(int(self.position() * 1e6)))
            @dbus.service.method(PLAYER, in_signature="ox")
            def SetPosition(self, track, position):
                self.called("SetPosition", str(track), int(position))
                self.place(position / 1e6)
                self.Seeked(dbus.Int64(int(position)))

        def command(line):
            words = json.loads(line)
            kind = words[0]
            if kind == "status": player.change(PlaybackStatus=dbus.String(words[1]))
            elif kind == "rate": player.change(Rate=dbus.Double(words[1]))
            elif kind == "track":
                player.place(0.0)
                player.props["Metadata"] = metadata(words[1])
                player.PropertiesChanged(PLAYER, dbus.Dictionary({"Metadata": player.props["Metadata"]}, signature="sv"),
                                         dbus.Array([], signature="s"))
            elif kind == "seek":
                player.place(words[1] / 1e6)
                player.Seeked(dbus.Int64(words[1]))
            elif kind == "can": player.change(**{words[1]: dbus.Boolean(words[2])})
            elif kind == "wrong":
                track = dict(player.props["Metadata"])
                track["xesam:title"] = dbus.Int32(42)
                player.change(Rate=dbus.String("fast"), Metadata=dbus.Dictionary(track, signature="sv"))
            elif kind == "hang":
                global hanging
                hanging = True
            elif kind == "title":
                track = dict(player.props["Metadata"])
                track["xesam:title"] = dbus.String(words[1])
                player.change(Metadata=dbus.Dictionary(track, signature="sv"))
            out("done " + kind)

        def stdin(source, condition):
            line = sys.stdin.readline()
            if not line:
                loop.quit()
                return False
            command(line)
            return True

        hanging = False
        bus = dbus.SessionBus()
        player = Player(bus, json.loads(sys.argv[3]))
        name = dbus.service.BusName(NAME, bus)
        loop = GLib.MainLoop()
        GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, stdin)
        out("ready")
        loop.run()
        """#
}
