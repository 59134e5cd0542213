// The C function Embedded Swift's standard library needs in the browser and that the module does not take from
// wasi-libc, compiled by Scripts/build-web.sh beside the Swift sources (SwiftPM excludes this folder).
#include <stddef.h>

// `Hasher` seeds itself from this. The browser module has no entropy source without imports, and the page
// control keeps no attacker-chosen keys, so a fixed seed is enough: hashing stays correct, only unrandomised.
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  unsigned int state = 0x9E3779B9u;
  for (size_t i = 0; i < count; i++) {
    state = state * 1664525u + 1013904223u;
    bytes[i] = (unsigned char)(state >> 24);
  }
}
