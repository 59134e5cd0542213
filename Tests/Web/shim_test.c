// Checks the WebAssembly module's C shim (Sources/PageControlWeb/shim/runtime.c and malloc.c), compiled for the host
// by Scripts/ci/web.sh (malloc.c with PC_HEAP_HOST, which names its functions pc_malloc…): the fixed hash seed and
// the heap (alignment, contents kept, reuse, realloc, calloc, posix_memalign). The module's decimal parser is Swift
// (`PlainNumber.decimal`, checked against `Double(String)` by PlainNumberTests).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void arc4random_buf(void *buffer, size_t count);
void *pc_malloc(size_t size);
void pc_free(void *pointer);
void *pc_calloc(size_t count, size_t size);
void *pc_realloc(void *pointer, size_t size);
int pc_posix_memalign(void **result, size_t alignment, size_t size);

// Allocates, fills, frees every other block and checks the rest, three times over: blocks from 1 byte to 200 KB.
static int check_heap(void) {
  int failures = 0;
  void *blocks[1000];
  for (int round = 0; round < 3; round++) {
    for (int i = 0; i < 1000; i++) {
      size_t size = (size_t)(i * 7919) % (i % 10 == 0 ? 200000 : 3000) + 1;
      blocks[i] = pc_malloc(size);
      if ((uintptr_t)blocks[i] % 16 != 0) failures++;
      memset(blocks[i], i & 255, size);
    }
    for (int i = 0; i < 1000; i += 2) pc_free(blocks[i]);
    for (int i = 1; i < 1000; i += 2) {
      size_t size = (size_t)(i * 7919) % (i % 10 == 0 ? 200000 : 3000) + 1;
      const unsigned char *bytes = blocks[i];
      for (size_t k = 0; k < size; k++) {
        if (bytes[k] != (i & 255)) {
          failures++;
          break;
        }
      }
      pc_free(blocks[i]);
    }
  }
  unsigned char *grown = pc_malloc(10);
  memcpy(grown, "abcdefghij", 10);
  grown = pc_realloc(grown, 5000);
  if (memcmp(grown, "abcdefghij", 10) != 0) failures++;
  pc_free(grown);
  int *zeros = pc_calloc(100, sizeof(int));
  for (int i = 0; i < 100; i++) failures += zeros[i] != 0;
  pc_free(zeros);
  void *aligned = NULL;
  if (pc_posix_memalign(&aligned, 256, 100) != 0 || (uintptr_t)aligned % 256 != 0) failures++;
  memset(aligned, 1, 100);
  pc_free(pc_realloc(aligned, 50));
  void *first = pc_malloc(16);
  pc_free(first);
  if (pc_malloc(10) != first) failures++;  // the freed block of the same class comes back
  if (failures) printf("shim: the heap failed %d checks\n", failures);
  return failures;
}

int main(void) {
  int failures = 0;
  unsigned char first[16], second[16];
  arc4random_buf(first, sizeof first);
  arc4random_buf(second, sizeof second);
  if (memcmp(first, second, sizeof first) != 0) {
    printf("shim: arc4random_buf is not the fixed sequence\n");
    failures++;
  }
  failures += check_heap();
  if (failures == 0) {
    printf("shim: the hash seed is fixed; the heap keeps, aligns and reuses blocks\n");
  }
  return failures != 0;
}
