/// Per-thread heap allocation counting for benchmarks.
///
/// The library defines `malloc`, `calloc`, `realloc`, `reallocarray`, `posix_memalign`, `aligned_alloc`,
/// `memalign`, `valloc`, `pvalloc` and `free` in the executable that links it. The dynamic linker then binds
/// every call in the process (Swift runtime, libc, zlib) to them, and they forward to glibc's
/// `__libc_*` entry points. While counting is switched on for a thread, each successful allocation made
/// on that thread adds one to a thread-local counter. `free` is never counted.
///
/// Under AddressSanitizer or ThreadSanitizer (which replace malloc themselves) the interposers are compiled
/// out: counting always reports 0 and `pcmc_is_active()` returns 0, so callers can say that counting is
/// unavailable instead of crashing.
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Resets this thread's counter to 0 and starts counting allocations made on this thread.
void pcmc_start(void);

/// Stops counting on this thread and returns the allocations counted since `pcmc_start()`.
uint64_t pcmc_stop(void);

/// Returns 1 when interposition is really in effect (an allocation made inside libc while counting moves
/// the counter), 0 otherwise (sanitizer builds, or a link that did not export the interposers).
///
/// It leaves counting switched off on this thread.
int pcmc_is_active(void);

#ifdef __cplusplus
}
#endif
