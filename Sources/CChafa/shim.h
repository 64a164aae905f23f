#ifndef PLAYDECK_CCHAFA_SHIM_H
#define PLAYDECK_CCHAFA_SHIM_H

/* The part of libchafa's API that PlayDeck uses, declared here instead of
   including <chafa.h>: that header pulls in glib, whose include folders a
   system-library module cannot add. The declarations follow chafa >= 1.8
   (Debian 12 ships 1.12); enum parameters are declared as the integer types
   the compiler gives those enums. To have the compiler compare every
   declaration and constant with the real header:
     printf '#include <chafa.h>\n#define PD_CHAFA_CHECK 1\n#include "shim.h"\n' |
       gcc -fsyntax-only -x c - $(pkg-config --cflags chafa)
   (a conflicting prototype or constant is an error). */

#include <stdint.h>

#ifndef PD_CHAFA_CHECK
typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaTermDb ChafaTermDb;
typedef struct ChafaTermInfo ChafaTermInfo;
/* glib's growable string, which chafa_canvas_print returns; only freed through glib. */
typedef struct _GString GString;

#endif

/* ChafaSymbolTags has negative members, so it is an int; the other enums are unsigned. */
#define PD_CHAFA_ENUM int
#define PD_CHAFA_UENUM unsigned int

/* Canvas modes (ChafaCanvasMode). */
enum {
    PD_CHAFA_CANVAS_MODE_TRUECOLOR = 0,
    PD_CHAFA_CANVAS_MODE_INDEXED_256 = 1,
    PD_CHAFA_CANVAS_MODE_INDEXED_16 = 3,
    PD_CHAFA_CANVAS_MODE_FGBG = 5
};

/* Symbol tags (ChafaSymbolTags). */
enum {
    PD_CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
    PD_CHAFA_SYMBOL_TAG_SOLID = 1 << 1,
    PD_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
    PD_CHAFA_SYMBOL_TAG_QUAD = 1 << 7,
    PD_CHAFA_SYMBOL_TAG_HALF = (1 << 8) | (1 << 9),
    PD_CHAFA_SYMBOL_TAG_ASCII = 1 << 14,
    PD_CHAFA_SYMBOL_TAG_WIDE = 1 << 18,
    PD_CHAFA_SYMBOL_TAG_AMBIGUOUS = 1 << 19
};

/* Pixel layout of the source (ChafaPixelType), pixel mode (ChafaPixelMode), dithering. */
enum {
    PD_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4,
    PD_CHAFA_PIXEL_MODE_SYMBOLS = 0,
    PD_CHAFA_PIXEL_MODE_SIXELS = 1,
    PD_CHAFA_PIXEL_MODE_ITERM2 = 3,
    PD_CHAFA_DITHER_MODE_NONE = 0,
    PD_CHAFA_DITHER_MODE_ORDERED = 1
};

/* Threads chafa draws with (chafa >= 1.10); -1 lets chafa choose. */
void chafa_set_n_threads(int n);

ChafaSymbolMap *chafa_symbol_map_new(void);
void chafa_symbol_map_unref(ChafaSymbolMap *symbol_map);
void chafa_symbol_map_add_by_tags(ChafaSymbolMap *symbol_map, PD_CHAFA_ENUM tags);
void chafa_symbol_map_remove_by_tags(ChafaSymbolMap *symbol_map, PD_CHAFA_ENUM tags);

ChafaCanvasConfig *chafa_canvas_config_new(void);
void chafa_canvas_config_unref(ChafaCanvasConfig *config);
void chafa_canvas_config_set_geometry(ChafaCanvasConfig *config, int width, int height);
void chafa_canvas_config_set_canvas_mode(ChafaCanvasConfig *config, PD_CHAFA_UENUM mode);
void chafa_canvas_config_set_symbol_map(ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map);
void chafa_canvas_config_set_pixel_mode(ChafaCanvasConfig *config, PD_CHAFA_UENUM pixel_mode);
void chafa_canvas_config_set_dither_mode(ChafaCanvasConfig *config, PD_CHAFA_UENUM dither_mode);
void chafa_canvas_config_set_work_factor(ChafaCanvasConfig *config, float work_factor);
void chafa_canvas_config_set_cell_geometry(ChafaCanvasConfig *config, int cell_width, int cell_height);

ChafaCanvas *chafa_canvas_new(const ChafaCanvasConfig *config);
void chafa_canvas_unref(ChafaCanvas *canvas);
void chafa_canvas_draw_all_pixels(ChafaCanvas *canvas, PD_CHAFA_UENUM src_pixel_type,
                                  const uint8_t *src_pixels, int src_width, int src_height,
                                  int src_rowstride);
uint32_t chafa_canvas_get_char_at(ChafaCanvas *canvas, int x, int y);
void chafa_canvas_get_colors_at(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
void chafa_canvas_get_raw_colors_at(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
/* The canvas as terminal bytes (pixel modes: one sixel or iTerm2 sequence). */
GString *chafa_canvas_print(ChafaCanvas *canvas, ChafaTermInfo *term_info);

/* The default database is chafa's own (not to be unreffed); its fallback info holds the
   sixel and iTerm2 sequences whatever the environment says, and is the caller's to unref. */
ChafaTermDb *chafa_term_db_get_default(void);
ChafaTermInfo *chafa_term_db_get_fallback_info(ChafaTermDb *term_db);
void chafa_term_info_unref(ChafaTermInfo *term_info);

/* glib: with free_segment 0 the string's bytes (NUL-terminated) are returned for g_free. */
char *g_string_free(GString *string, int free_segment);
void g_free(void *mem);

#ifdef PD_CHAFA_CHECK
#define PD_SAME(a, b) _Static_assert((int)(a) == (int)(b), #a)
PD_SAME(PD_CHAFA_CANVAS_MODE_TRUECOLOR, CHAFA_CANVAS_MODE_TRUECOLOR);
PD_SAME(PD_CHAFA_CANVAS_MODE_INDEXED_256, CHAFA_CANVAS_MODE_INDEXED_256);
PD_SAME(PD_CHAFA_CANVAS_MODE_INDEXED_16, CHAFA_CANVAS_MODE_INDEXED_16);
PD_SAME(PD_CHAFA_CANVAS_MODE_FGBG, CHAFA_CANVAS_MODE_FGBG);
PD_SAME(PD_CHAFA_SYMBOL_TAG_SPACE, CHAFA_SYMBOL_TAG_SPACE);
PD_SAME(PD_CHAFA_SYMBOL_TAG_SOLID, CHAFA_SYMBOL_TAG_SOLID);
PD_SAME(PD_CHAFA_SYMBOL_TAG_BLOCK, CHAFA_SYMBOL_TAG_BLOCK);
PD_SAME(PD_CHAFA_SYMBOL_TAG_QUAD, CHAFA_SYMBOL_TAG_QUAD);
PD_SAME(PD_CHAFA_SYMBOL_TAG_HALF, CHAFA_SYMBOL_TAG_HALF);
PD_SAME(PD_CHAFA_SYMBOL_TAG_ASCII, CHAFA_SYMBOL_TAG_ASCII);
PD_SAME(PD_CHAFA_SYMBOL_TAG_WIDE, CHAFA_SYMBOL_TAG_WIDE);
PD_SAME(PD_CHAFA_SYMBOL_TAG_AMBIGUOUS, CHAFA_SYMBOL_TAG_AMBIGUOUS);
PD_SAME(PD_CHAFA_PIXEL_RGBA8_UNASSOCIATED, CHAFA_PIXEL_RGBA8_UNASSOCIATED);
PD_SAME(PD_CHAFA_PIXEL_MODE_SYMBOLS, CHAFA_PIXEL_MODE_SYMBOLS);
PD_SAME(PD_CHAFA_PIXEL_MODE_SIXELS, CHAFA_PIXEL_MODE_SIXELS);
PD_SAME(PD_CHAFA_PIXEL_MODE_ITERM2, CHAFA_PIXEL_MODE_ITERM2);
PD_SAME(PD_CHAFA_DITHER_MODE_NONE, CHAFA_DITHER_MODE_NONE);
PD_SAME(PD_CHAFA_DITHER_MODE_ORDERED, CHAFA_DITHER_MODE_ORDERED);
#endif

#endif
