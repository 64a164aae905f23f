#include "shim.h"

/* The MPRIS vtables: every entry goes through a trampoline to the Swift object's handlers. */

static int bus_get(sd_bus *bus, const char *path, const char *interface, const char *property,
                   sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path;
    const pd_bus_handlers *handlers = userdata;
    return handlers->get(handlers->context, interface, property, reply, error);
}

static int bus_set(sd_bus *bus, const char *path, const char *interface, const char *property,
                   sd_bus_message *value, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path;
    const pd_bus_handlers *handlers = userdata;
    return handlers->set(handlers->context, interface, property, value, error);
}

static int bus_call(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    const pd_bus_handlers *handlers = userdata;
    return handlers->call(handlers->context, sd_bus_message_get_interface(message),
                          sd_bus_message_get_member(message), message, error);
}

#define PD_METHOD(name, signature, names) \
    SD_BUS_METHOD_WITH_NAMES(name, signature, names, "", "", bus_call, SD_BUS_VTABLE_UNPRIVILEGED)
#define PD_READ(name, signature, flags) SD_BUS_PROPERTY(name, signature, bus_get, 0, flags)
#define PD_WRITE(name, signature) SD_BUS_WRITABLE_PROPERTY(name, signature, bus_get, bus_set, 0, \
    SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE | SD_BUS_VTABLE_UNPRIVILEGED)

/* org.mpris.MediaPlayer2 */
static const sd_bus_vtable root_entries[] = {
    SD_BUS_VTABLE_START(0),
    PD_METHOD("Raise", "", ""),
    PD_METHOD("Quit", "", ""),
    PD_READ("CanQuit", "b", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("CanRaise", "b", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("HasTrackList", "b", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("Identity", "s", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("DesktopEntry", "s", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("SupportedUriSchemes", "as", SD_BUS_VTABLE_PROPERTY_CONST),
    PD_READ("SupportedMimeTypes", "as", SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END
};

/* org.mpris.MediaPlayer2.Player. Position changes are announced by Seeked, not PropertiesChanged. */
static const sd_bus_vtable player_entries[] = {
    SD_BUS_VTABLE_START(0),
    PD_METHOD("Next", "", ""),
    PD_METHOD("Previous", "", ""),
    PD_METHOD("Pause", "", ""),
    PD_METHOD("PlayPause", "", ""),
    PD_METHOD("Stop", "", ""),
    PD_METHOD("Play", "", ""),
    PD_METHOD("Seek", "x", SD_BUS_PARAM(Offset)),
    PD_METHOD("SetPosition", "ox", SD_BUS_PARAM(TrackId) SD_BUS_PARAM(Position)),
    PD_METHOD("OpenUri", "s", SD_BUS_PARAM(Uri)),
    SD_BUS_SIGNAL_WITH_NAMES("Seeked", "x", SD_BUS_PARAM(Position), 0),
    PD_READ("PlaybackStatus", "s", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_WRITE("LoopStatus", "s"),
    PD_WRITE("Rate", "d"),
    PD_WRITE("Shuffle", "b"),
    PD_READ("Metadata", "a{sv}", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_WRITE("Volume", "d"),
    PD_READ("Position", "x", 0),
    PD_READ("MinimumRate", "d", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("MaximumRate", "d", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanGoNext", "b", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanGoPrevious", "b", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanPlay", "b", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanPause", "b", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanSeek", "b", SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    PD_READ("CanControl", "b", SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END
};

#undef PD_METHOD
#undef PD_READ
#undef PD_WRITE

const sd_bus_vtable *pd_mpris_root_vtable(void) { return root_entries; }
const sd_bus_vtable *pd_mpris_player_vtable(void) { return player_entries; }
