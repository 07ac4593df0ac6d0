// The app's data files, built into the binary with `.incbin` (the assembler finds them through the
// target's header search paths, Package.swift). Built in, they need no resource bundle — whose
// generated accessor would link Foundation — and no file lookup at run time.
// After regenerating a data file, touch this file: the build does not track `.incbin` inputs.

#if defined(__APPLE__)
#define SYMBOL(name) _##name
#define CONSTANT_SECTION .section __TEXT,__const
#else
#define SYMBOL(name) name
#define CONSTANT_SECTION .section .rodata
#endif

#define EMBED(name, file)          \
  .globl SYMBOL(name##_start);     \
  .globl SYMBOL(name##_end);       \
  .balign 16;                      \
  SYMBOL(name##_start):            \
  .incbin file;                    \
  SYMBOL(name##_end):

CONSTANT_SECTION
EMBED(roadtrip_gazetteer, "gazetteer.bin")
EMBED(roadtrip_borders, "borders-110m.tsv")

#if defined(__linux__) && defined(__ELF__)
.section .note.GNU-stack,"",%progbits
#endif
