#ifndef PLAYDECK_CGLIB_SHIM_H
#define PLAYDECK_CGLIB_SHIM_H

/* The part of glib that PlayDeck uses: text folded for search, and the XDG user directories
   (user-dirs.dirs), which glib reads as xdg-user-dirs writes them ($HOME-relative or
   absolute, quoted, escaped). Declared here instead of including <glib.h>, whose include folders a system-library module cannot
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

/* Text folded for searching: compatibility-decomposed (NFKD: "ﬁ" is "fi", "é" is "e" and a
   mark), the marks dropped, then case-folded; so "Beyoncé" and "BEYONCE" both fold to
   "beyonce", as the library's FTS5 index (unicode61, remove_diacritics 2) matches them.
   Returns a string to free with g_free, or NULL when `text` is not UTF-8. */
char *g_utf8_normalize(const char *str, long len, unsigned int mode);
char *g_utf8_casefold(const char *str, long len);
unsigned int g_utf8_get_char(const char *p);
char *g_utf8_find_next_char(const char *p, const char *end);
int g_unichar_ismark(unsigned int c);
int g_unichar_to_utf8(unsigned int c, char *outbuf);
void g_free(void *mem);
#define PD_NORMALIZE_NFKD 2u
#ifdef PD_GLIB_CHECK
_Static_assert(G_NORMALIZE_NFKD == PD_NORMALIZE_NFKD, "G_NORMALIZE_NFKD");
#endif

static inline char *pd_search_fold(const char *text) {
    char *decomposed = g_utf8_normalize(text, -1, PD_NORMALIZE_NFKD);
    if (decomposed == 0) return 0;
    /* Dropping marks only shortens the text, so it is rewritten in place. */
    char *out = decomposed;
    const char *p = decomposed;
    while (*p != 0) {
        unsigned int c = g_utf8_get_char(p);
        const char *next = g_utf8_find_next_char(p, 0);
        if (!g_unichar_ismark(c)) out += g_unichar_to_utf8(c, out);
        p = next;
    }
    *out = 0;
    char *folded = g_utf8_casefold(decomposed, -1);
    g_free(decomposed);
    return folded;
}

/* Last.fm's request signatures: the MD5 of a string as 32 lower-case hex digits, and the
   form encoding of a value (RFC 3986 unreserved characters kept, the rest %XX).
   Both return a string to free with g_free. G_CHECKSUM_MD5 is 0. */
char *g_compute_checksum_for_string(unsigned int checksum_type, const char *str, long length);
char *g_uri_escape_string(const char *unescaped, const char *reserved_chars_allowed, int allow_utf8);
#define PD_CHECKSUM_MD5 0u
#ifdef PD_GLIB_CHECK
_Static_assert(G_CHECKSUM_MD5 == PD_CHECKSUM_MD5, "G_CHECKSUM_MD5");
#endif

#endif
