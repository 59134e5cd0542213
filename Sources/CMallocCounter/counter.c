// Per-thread allocation counting by symbol interposition (glibc 2.36 has no malloc hooks any more).
//
// An executable that defines malloc and friends exports them, and the dynamic linker binds every
// other module's calls to them before libc's own. Each interposer forwards to glibc's real allocator
// through its exported `__libc_*` entry points, so no dlsym (which may itself allocate) is needed and
// memory from either side can be freed by the other.

#include "CMallocCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__has_feature)
    #if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
        #define PCMC_SANITIZED 1
    #endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    #define PCMC_SANITIZED 1
#endif

#if !defined(PCMC_SANITIZED) && defined(__linux__) && defined(__GLIBC__)
    #define PCMC_INTERPOSE 1
#endif

#if defined(PCMC_INTERPOSE)

// glibc's real allocator; exported by libc.so.6 (GLIBC_2.2.5) but declared in no header.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Initial-exec TLS in the executable itself: reading it never allocates, so no recursion. Volatile,
// because the compiler knows libc's allocation functions touch no globals and would otherwise move or
// drop the stores around a call to one (as in pcmc_is_active below).
static volatile _Thread_local int counting;
static volatile _Thread_local uint64_t allocations;

#define PCMC_EXPORT __attribute__((visibility("default"), used))

static inline void *counted(void *pointer) {
    if (counting && pointer != NULL) allocations += 1;
    return pointer;
}

PCMC_EXPORT void *malloc(size_t size) { return counted(__libc_malloc(size)); }

PCMC_EXPORT void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

PCMC_EXPORT void *realloc(void *pointer, size_t size) { return counted(__libc_realloc(pointer, size)); }

PCMC_EXPORT void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, total);
}

PCMC_EXPORT void free(void *pointer) { __libc_free(pointer); }

PCMC_EXPORT void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

PCMC_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

PCMC_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    int saved = errno;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    errno = saved;
    *result = counted(pointer);
    return 0;
}

PCMC_EXPORT void *valloc(size_t size) { return counted(__libc_valloc(size)); }

PCMC_EXPORT void *pvalloc(size_t size) { return counted(__libc_pvalloc(size)); }

void pcmc_start(void) {
    allocations = 0;
    counting = 1;
}

uint64_t pcmc_stop(void) {
    counting = 0;
    return allocations;
}

// Kept in a volatile global so the compiler cannot pair up and delete the strdup and free below.
static char *volatile probe;

int pcmc_is_active(void) {
    static const char text[] = "pcmc";
    pcmc_start();
    // strdup allocates inside libc.so, whose call to malloc goes through the dynamic linker: the
    // counter only moves if the executable's malloc really interposes libc's.
    probe = strdup(text);
    uint64_t counted_allocations = pcmc_stop();
    free(probe);
    probe = NULL;
    return counted_allocations > 0;
}

#else

void pcmc_start(void) {}

uint64_t pcmc_stop(void) { return 0; }

int pcmc_is_active(void) { return 0; }

#endif
