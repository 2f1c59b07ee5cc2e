// zlib (zlib1g-dev, pkg-config "zlib"): the PNG encoders' deflate and CRC-32, and the APNG
// decoder's checksums.
#ifndef C_ZLIB_SHIM_H
#define C_ZLIB_SHIM_H

#include <zlib.h>

#endif
