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

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int snackbar_pango_scale = PANGO_SCALE;

/// g_object_unref takes a gpointer; a typed wrapper keeps call sites honest.
static inline void snackbar_g_object_unref(void *object) { if (object) g_object_unref(object); }

#endif
