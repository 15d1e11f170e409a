#include <stdlib.h>  /* first: it defines __GLIBC__ where the C library is glibc */
#include "HeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>
size_t taskdeck_heap_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#elif defined(__GLIBC__)
#include <malloc.h>
/* Small blocks from the arenas, plus the large ones glibc maps on their own (arrays of many tasks). */
size_t taskdeck_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
#error "taskdeck_heap_in_use: no way to read the allocator's bytes in use on this C library"
#endif
