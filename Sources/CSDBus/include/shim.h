#ifndef PLAYDECK_CSDBUS_SHIM_H
#define PLAYDECK_CSDBUS_SHIM_H

#include <systemd/sd-bus.h>
#include <stddef.h>

/* sd-bus calls an object's vtable entries with the userdata given when the object was
   added. PlayDeck passes a pd_bus_handlers there: trampolines forward every
   property read, property write and method call to the Swift functions it holds, with
   the Swift object as `context`. A handler returns 0 or a negative errno. The trampolines
   and the vtables, which are data and not shims, live in vtables.c. */
typedef struct pd_bus_handlers {
    void *context;
    int (*get)(void *context, const char *interface, const char *property,
               sd_bus_message *reply, sd_bus_error *error);
    int (*set)(void *context, const char *interface, const char *property,
               sd_bus_message *value, sd_bus_error *error);
    int (*call)(void *context, const char *interface, const char *member,
                sd_bus_message *message, sd_bus_error *error);
} pd_bus_handlers;

/* The vtables of org.mpris.MediaPlayer2 and org.mpris.MediaPlayer2.Player, whose entries
   call the pd_bus_handlers given as userdata. */
const sd_bus_vtable *pd_mpris_root_vtable(void);
const sd_bus_vtable *pd_mpris_player_vtable(void);

#endif
