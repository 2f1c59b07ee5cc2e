// libspng, the PNG decoder SnackbarRendering's Image/ folder uses (libspng-dev, pkg-config
// "spng"). It reads through a callback, so a file is streamed, and it takes size and chunk limits.
#ifndef C_SPNG_SHIM_H
#define C_SPNG_SHIM_H

#include <spng.h>

#endif
