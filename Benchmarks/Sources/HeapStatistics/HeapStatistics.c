// Platform: how the C heap's bytes in use are read (glibc's mallinfo2, Darwin's malloc zones)
#include "HeapStatistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif
#if defined(__APPLE__)
#include <malloc/malloc.h>
#endif

#if defined(__GLIBC__)
size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
size_t heap_bytes_in_use(void) {
    // Every zone's bytes in use (NULL: all zones), large allocations included.
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
size_t heap_bytes_in_use(void) {
    return 0;
}
#endif
