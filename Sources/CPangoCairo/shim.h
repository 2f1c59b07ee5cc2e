// The C surface SnackbarRendering uses: Cairo, Pango (with its Cairo and FreeType back ends),
// fontconfig and FreeType. Helpers below wrap macros and variadic calls Swift cannot import.
#ifndef C_PANGO_CAIRO_SHIM_H
#define C_PANGO_CAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <glib-object.h>
#include <zlib.h>
#include <stdio.h>

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int snackbar_pango_scale = PANGO_SCALE;

/// g_object_unref takes a gpointer; a typed wrapper keeps call sites honest.
static inline void snackbar_g_object_unref(void *object) { if (object) g_object_unref(object); }

/// PANGO_FC_FONT_MAP is a checked-cast macro. Returns 0 when `map` is not a fontconfig font map
/// (it always is when created for CAIRO_FONT_TYPE_FT), so Swift can report an error instead of
/// letting GLib print a critical warning.
static inline int snackbar_font_map_set_fc_config(PangoFontMap *map, FcConfig *config) {
  if (!map || !PANGO_IS_FC_FONT_MAP(map)) return 0;
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  return 1;
}

/// The direction of the first strong character in `text` (`length` bytes), or
/// PANGO_DIRECTION_NEUTRAL when there is none. pango_find_base_dir is deprecated in favour of
/// FriBidi, but it is what PangoLayout's auto-direction itself calls for each paragraph, so a
/// decision taken with it always agrees with the layout's.
static inline PangoDirection snackbar_first_strong_direction(const char *text, int length) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return pango_find_base_dir(text, length);
#pragma GCC diagnostic pop
}

/// The FreeType version as "major.minor.patch". FT_Library_Version needs a library instance,
/// which this creates and releases. Writes an empty string on failure.
static inline void snackbar_freetype_version(char *buffer, size_t size) {
  FT_Library library;
  FT_Int major = 0, minor = 0, patch = 0;
  if (size == 0) return;
  buffer[0] = 0;
  if (FT_Init_FreeType(&library) != 0) return;
  FT_Library_Version(library, &major, &minor, &patch);
  FT_Done_FreeType(library);
  snprintf(buffer, size, "%d.%d.%d", (int)major, (int)minor, (int)patch);
}

/// The fontconfig version as "major.minor.revision" (FcGetVersion packs it as an integer).
static inline void snackbar_fontconfig_version(char *buffer, size_t size) {
  int version = FcGetVersion();
  if (size == 0) return;
  snprintf(buffer, size, "%d.%d.%d", version / 10000, (version / 100) % 100, version % 100);
}

#endif
