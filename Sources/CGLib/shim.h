// GLib and GObject (libglib2.0-dev, pkg-config "gobject-2.0"): reference counting of Pango's
// objects, freeing what Pango allocates, and GChecksum's SHA-256 of the pinned font files.
#ifndef C_GLIB_SHIM_H
#define C_GLIB_SHIM_H

#include <glib-object.h>

/// g_object_unref takes a gpointer; a typed wrapper keeps call sites honest.
static inline void snackbar_g_object_unref(void *object) { if (object) g_object_unref(object); }

#endif
