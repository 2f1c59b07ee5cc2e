// Text and fonts: Pango (with its Cairo and FreeType back ends), HarfBuzz, fontconfig and
// FreeType, and Cairo's FreeType font face, which ties them together. Helpers below wrap macros
// and variadic calls Swift cannot import. Cairo, GLib and zlib are modules of their own (CCairo,
// CGLib, CZlib); Pango's headers include Cairo's and GLib's, and Swift sees one declaration of
// each either way.
#ifndef C_PANGO_SHIM_H
#define C_PANGO_SHIM_H

#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int snackbar_pango_scale = PANGO_SCALE;

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

/// FreeType's memory hooks for snackbar_freetype_new_pristine_library: plain malloc, as
/// FT_Init_FreeType's own (FT_New_Memory is not exported).
static void *snackbar_freetype_alloc(FT_Memory memory, long size) { (void)memory; return malloc((size_t)size); }
static void snackbar_freetype_free(FT_Memory memory, void *block) { (void)memory; free(block); }
static void *snackbar_freetype_realloc(FT_Memory memory, long current, long size, void *block) {
  (void)memory; (void)current;
  return realloc(block, (size_t)size);
}
static struct FT_MemoryRec_ snackbar_freetype_memory = {
  NULL, snackbar_freetype_alloc, snackbar_freetype_free, snackbar_freetype_realloc
};

/// A FreeType library with the default modules and their built-in property values: unlike
/// FT_Init_FreeType, FT_New_Library and FT_Add_Default_Modules never read FREETYPE_PROPERTIES.
/// Release it with FT_Done_Library. Returns the FreeType error, 0 on success.
static inline FT_Error snackbar_freetype_new_pristine_library(FT_Library *library) {
  FT_Error error = FT_New_Library(&snackbar_freetype_memory, library);
  if (error == 0) FT_Add_Default_Modules(*library);
  return error;
}

/// The FT_Library Cairo draws FreeType fonts with (one per process, made by Cairo on first use
/// with FT_Init_FreeType, so with FREETYPE_PROPERTIES applied), reached through a face of the
/// font file at `path`. Returns a cairo_status_t, CAIRO_STATUS_SUCCESS when *library is set.
/// Going through a pattern that names the file keeps fontconfig's configurations out of it.
static inline cairo_status_t snackbar_cairo_freetype_library(const char *path, FT_Library *library) {
  FcPattern *pattern = FcPatternCreate();
  cairo_font_face_t *face;
  cairo_font_options_t *options;
  cairo_scaled_font_t *scaled;
  cairo_matrix_t matrix, ctm;
  cairo_status_t status;
  FT_Face ft_face;
  if (!pattern) return CAIRO_STATUS_NO_MEMORY;
  FcPatternAddString(pattern, FC_FILE, (const FcChar8 *)path);
  FcPatternAddInteger(pattern, FC_INDEX, 0);
  face = cairo_ft_font_face_create_for_pattern(pattern);
  FcPatternDestroy(pattern);
  cairo_matrix_init_scale(&matrix, 14, 14);
  cairo_matrix_init_identity(&ctm);
  options = cairo_font_options_create();
  scaled = cairo_scaled_font_create(face, &matrix, &ctm, options);
  cairo_font_options_destroy(options);
  cairo_font_face_destroy(face);
  status = cairo_scaled_font_status(scaled);
  if (status == CAIRO_STATUS_SUCCESS) {
    ft_face = cairo_ft_scaled_font_lock_face(scaled);
    if (ft_face && ft_face->glyph) *library = ft_face->glyph->library;
    else status = CAIRO_STATUS_FILE_NOT_FOUND;
    if (ft_face) cairo_ft_scaled_font_unlock_face(scaled);
  }
  cairo_scaled_font_destroy(scaled);
  return status;
}

/// The fontconfig version as "major.minor.revision" (FcGetVersion packs it as an integer).
static inline void snackbar_fontconfig_version(char *buffer, size_t size) {
  int version = FcGetVersion();
  if (size == 0) return;
  snprintf(buffer, size, "%d.%d.%d", version / 10000, (version / 100) % 100, version % 100);
}

#endif
