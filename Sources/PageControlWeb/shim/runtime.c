// The two C functions Embedded Swift's standard library needs in the browser and wasi-libc does not give it,
// compiled by Scripts/build-web.sh beside the Swift sources (SwiftPM excludes this folder on other platforms).
#include <stddef.h>
#include <stdlib.h>

// `Double(String)` parses through this (the runtime's C-locale strtod; wasi-libc's strtod is C-locale).
const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
  char *end = NULL;
  *outResult = strtod(nptr, &end);
  return end;
}

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
