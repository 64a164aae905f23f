"""The bench's MPRIS player for case 11 (python3-dbus on GLib): one track, paused, answering
GetAll and Get. Each line "toggle" on standard input flips PlaybackStatus and announces it with
PropertiesChanged, then prints "emitted T" with T the CLOCK_MONOTONIC seconds of the emission;
a PlayPause call does the same and prints "played T"."""
import signal
import sys
import time

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

signal.pthread_sigmask(signal.SIG_SETMASK, [])
dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
PLAYER, PROPS = "org.mpris.MediaPlayer2.Player", dbus.PROPERTIES_IFACE


class Player(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/mpris/MediaPlayer2")
        self.status = "Paused"

    def values(self, interface):
        if interface != PLAYER:
            return dbus.Dictionary({"Identity": dbus.String("Bench Player")}, signature="sv")
        flags = {name: dbus.Boolean(True) for name in ["CanPlay", "CanPause", "CanSeek", "CanControl"]}
        return dbus.Dictionary(dict(flags, PlaybackStatus=dbus.String(self.status), Rate=dbus.Double(1.0),
                                    Position=dbus.Int64(5_000_000), Metadata=dbus.Dictionary(
                                        {"mpris:trackid": dbus.ObjectPath("/bench/1"), "xesam:title": dbus.String("Bench"),
                                         "mpris:length": dbus.Int64(600_000_000)}, signature="sv")), signature="sv")

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.values(interface)[name]

    @dbus.service.method(PROPS, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.values(interface)

    @dbus.service.signal(PROPS, signature="sa{sv}as")
    def PropertiesChanged(self, interface, changed, invalidated):
        pass

    @dbus.service.method(PLAYER)
    def PlayPause(self):
        self.toggle("played")

    def toggle(self, word="emitted"):
        self.status = "Playing" if self.status == "Paused" else "Paused"
        emitted = time.monotonic()
        self.PropertiesChanged(PLAYER, dbus.Dictionary({"PlaybackStatus": dbus.String(self.status)}, signature="sv"),
                               dbus.Array([], signature="s"))
        print(f"{word} {emitted:.6f}", flush=True)


def command(source, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    if line.strip() == "toggle":
        player.toggle()
    return True


bus = dbus.SessionBus()
player = Player(bus)
name = dbus.service.BusName("org.mpris.MediaPlayer2.benchplayer", bus)
loop = GLib.MainLoop()
GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, command)
print("ready", flush=True)
loop.run()
