// Cairo (libcairo2-dev, pkg-config "cairo"): image, PDF and SVG surfaces, paths and compositing.
// SnackbarRendering's Cairo/ wrappers call it, and the font and text code where Pango draws
// through a Cairo context.
#ifndef C_CAIRO_SHIM_H
#define C_CAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#endif
