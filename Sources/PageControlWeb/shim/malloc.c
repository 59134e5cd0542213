// The WebAssembly module's heap: malloc, free, calloc, realloc, posix_memalign and aligned_alloc, replacing
// wasi-libc's dlmalloc (about 11 KB of code) with segregated free lists in well under 1 KB. Compiled by
// Scripts/build-web.sh beside the Swift sources (SwiftPM excludes this folder), and for the host by
// Scripts/ci/web.sh's shim test with PC_HEAP_HOST, which renames the functions (pc_malloc…) and takes memory from
// a static arena instead of growing linear memory.
//
// Each block is a 16-byte header and a payload, 16-byte aligned. Blocks up to 64 KiB have one of 24 size classes
// (16, 32, 48, 64, 96, 128, 192 … 49152, 65536 bytes: two per power of two), and a freed block goes onto its
// class's list for the next allocation of that class. Larger blocks are rounded up to 16 bytes and kept on one
// list that is searched first fit. Memory comes from a bump pointer above the module's data (`__heap_base`), and
// the memory grows by whole 64 KiB pages when it runs out. Nothing is returned to the browser: a page control's
// allocations are small and recur (its frame buffers grow once), so the lists settle after the first frames.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef PC_HEAP_HOST
#define PC_NAME(name) pc_##name
static unsigned char arena[1 << 24] __attribute__((aligned(16)));
static uintptr_t heap_top = 0, heap_end = 0;
static void start(void) { heap_top = heap_end = (uintptr_t)arena; }
static int grow(size_t bytes) {
  if (heap_end + bytes > (uintptr_t)arena + sizeof arena) return 0;
  heap_end += bytes;
  return 1;
}
#else
#define PC_NAME(name) name
extern unsigned char __heap_base;
static uintptr_t heap_top = 0, heap_end = 0;
static void start(void) {
  heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  heap_end = __builtin_wasm_memory_size(0) * 65536;
}
static int grow(size_t bytes) {
  size_t pages = (bytes + 65535) / 65536;
  if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  heap_end += pages * 65536;
  return 1;
}
#endif

// 16 bytes on wasm32 and on a 64-bit host alike, so that every payload is 16-byte aligned.
typedef struct __attribute__((aligned(16))) Header {
  uint32_t size;       // the payload's size: the class's size, or a large block's
  uint32_t shift;      // bytes from the block's start to this header (an aligned allocation's padding), else 0
  struct Header *next; // the next free block of the same list, while free
} Header;

enum { CLASSES = 24, LARGEST_CLASS = 65536 };
static Header *free_lists[CLASSES + 1]; // the last list holds the large blocks

// The class of a payload of `size` bytes (1…65536): the smallest of 16, 32, 48, 64, 96, 128… that holds it.
static int class_of(size_t size) {
  if (size <= 16) return 0;
  int index = 1;
  size_t small = 32, large = 48; // the two sizes of each power of two
  while (1) {
    if (size <= small) return index;
    if (size <= large) return index + 1;
    index += 2;
    small *= 2;
    large *= 2;
  }
}

static size_t class_size(int index) {
  if (index == 0) return 16;
  size_t base = (size_t)32 << ((index - 1) / 2);
  return (index - 1) % 2 ? base + base / 2 : base;
}

// A fresh block with a payload of `size` bytes from the top of the heap, or NULL.
static Header *carve(size_t size) {
  size_t needed = sizeof(Header) + size;
  if (heap_top == 0) start();
  if (heap_top + needed > heap_end && !grow(heap_top + needed - heap_end)) return NULL;
  Header *header = (Header *)heap_top;
  heap_top += needed;
  header->size = (uint32_t)size;
  header->shift = 0;
  return header;
}

void *PC_NAME(malloc)(size_t size) {
  if (size > 0x7FFFFFF0u) return NULL;
  if (size == 0) size = 1;
  Header *header;
  if (size <= LARGEST_CLASS) {
    int index = class_of(size);
    header = free_lists[index];
    if (header) {
      free_lists[index] = header->next;
    } else if (!(header = carve(class_size(index)))) {
      return NULL;
    }
  } else {
    size = (size + 15) & ~(size_t)15;
    Header **link = &free_lists[CLASSES];
    while (*link && (*link)->size < size) link = &(*link)->next;
    header = *link;
    if (header) {
      *link = header->next;
    } else if (!(header = carve(size))) {
      return NULL;
    }
  }
  header->shift = 0;
  return header + 1;
}

void PC_NAME(free)(void *pointer) {
  if (!pointer) return;
  Header *header = (Header *)pointer - 1;
  header = (Header *)((unsigned char *)header - header->shift);
  size_t size = header->size;
  int index = size <= LARGEST_CLASS ? class_of(size) : CLASSES;
  header->next = free_lists[index];
  free_lists[index] = header;
}

void *PC_NAME(calloc)(size_t count, size_t size) {
  if (size && count > (size_t)-1 / size) return NULL;
  void *pointer = PC_NAME(malloc)(count * size);
  if (pointer) memset(pointer, 0, count * size);
  return pointer;
}

void *PC_NAME(realloc)(void *pointer, size_t size) {
  if (!pointer) return PC_NAME(malloc)(size);
  Header *header = (Header *)pointer - 1;
  size_t room = ((Header *)((unsigned char *)header - header->shift))->size - header->shift;
  if (size <= room) return pointer;
  void *moved = PC_NAME(malloc)(size);
  if (moved) {
    memcpy(moved, pointer, room);
    PC_NAME(free)(pointer);
  }
  return moved;
}

int PC_NAME(posix_memalign)(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return 22; // EINVAL
  if (alignment <= 16) {
    *result = PC_NAME(malloc)(size);
    return *result ? 0 : 12; // ENOMEM
  }
  unsigned char *raw = PC_NAME(malloc)(size + alignment);
  if (!raw) return 12;
  unsigned char *aligned = (unsigned char *)(((uintptr_t)raw + alignment - 1) & ~(uintptr_t)(alignment - 1));
  if (aligned != raw) {
    // A second header before the aligned payload points back at the block's own.
    Header *header = (Header *)aligned - 1;
    header->shift = (uint32_t)(aligned - raw);
    header->size = 0;
  }
  *result = aligned;
  return 0;
}

void *PC_NAME(aligned_alloc)(size_t alignment, size_t size) {
  void *result = NULL;
  return PC_NAME(posix_memalign)(&result, alignment, size) == 0 ? result : NULL;
}
