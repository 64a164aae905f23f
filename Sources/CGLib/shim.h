#ifndef PLAYDECK_CGLIB_SHIM_H
#define PLAYDECK_CGLIB_SHIM_H

/* The part of glib that PlayDeck uses: the XDG user directories (user-dirs.dirs), which glib
   reads as xdg-user-dirs writes them ($HOME-relative or absolute, quoted, escaped). Declared
   here instead of including <glib.h>, whose include folders a system-library module cannot
   add (see CChafa). GUserDirectory is an enum without negative members, so the compiler gives
   it unsigned int; G_USER_DIRECTORY_MUSIC is 3.
   To have the compiler compare the declaration and the constant with the real header:
     printf '#include <glib.h>\n#define PD_GLIB_CHECK 1\n#include "shim.h"\n' |
       gcc -fsyntax-only -x c - $(pkg-config --cflags glib-2.0) */

const char *g_get_user_special_dir(unsigned int directory);
#define PD_USER_DIRECTORY_MUSIC 3u
#ifdef PD_GLIB_CHECK
_Static_assert(G_USER_DIRECTORY_MUSIC == PD_USER_DIRECTORY_MUSIC, "G_USER_DIRECTORY_MUSIC");
#endif

/* The music folder user-dirs.dirs names, or NULL when it names none; glib owns the string. */
static inline const char *pd_user_music_dir(void) {
    return g_get_user_special_dir(PD_USER_DIRECTORY_MUSIC);
}

#endif
