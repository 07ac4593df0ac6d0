#include "CEmbedded.h"

// Defined in Embedded.S.
extern const unsigned char roadtrip_gazetteer_start[];
extern const unsigned char roadtrip_gazetteer_end[];
extern const unsigned char roadtrip_borders_start[];
extern const unsigned char roadtrip_borders_end[];

const unsigned char *roadtrip_gazetteer_bytes(void) { return roadtrip_gazetteer_start; }
size_t roadtrip_gazetteer_size(void) {
  return (size_t)(roadtrip_gazetteer_end - roadtrip_gazetteer_start);
}

const unsigned char *roadtrip_borders_bytes(void) { return roadtrip_borders_start; }
size_t roadtrip_borders_size(void) { return (size_t)(roadtrip_borders_end - roadtrip_borders_start); }
