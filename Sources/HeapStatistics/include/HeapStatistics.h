#ifndef TASKDECK_HEAP_STATISTICS_H
#define TASKDECK_HEAP_STATISTICS_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back: glibc's mallinfo2().uordblks,
/// or the default zone's size in use on macOS. For taskdeck-bench's memory guard only.
size_t taskdeck_heap_in_use(void);

#endif
