#ifndef ROADTRIP_CEMBEDDED_H
#define ROADTRIP_CEMBEDDED_H

#include <stddef.h>

/// The bytes of `Modules/Gazetteer/Resources/gazetteer.bin`, built into the binary.
const unsigned char *roadtrip_gazetteer_bytes(void);
/// The number of bytes `roadtrip_gazetteer_bytes` points at.
size_t roadtrip_gazetteer_size(void);

/// The bytes of `Modules/Basemap/Resources/borders-110m.tsv`, built into the binary.
const unsigned char *roadtrip_borders_bytes(void);
/// The number of bytes `roadtrip_borders_bytes` points at.
size_t roadtrip_borders_size(void);

#endif
