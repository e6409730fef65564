#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C heap holds for the program right now: glibc's `mallinfo2()`, in-use chunks
/// (`uordblks`) plus chunks mapped on their own (`hblkhd`); on Darwin, `size_in_use` of
/// `malloc_zone_statistics` over all zones. Zero elsewhere.
size_t heap_bytes_in_use(void);

#endif
