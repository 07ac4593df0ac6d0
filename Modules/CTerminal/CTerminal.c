// Everything is in include/CTerminal.h (static inline); this file gives the target a source.
#include "CTerminal.h"
