// Checks the WebAssembly module's C shim (Sources/PageControlWeb/shim/runtime.c), compiled for the host by
// Scripts/ci/web.sh: its decimal parser against the C library's strtod, and its fixed hash seed.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult);
void arc4random_buf(void *buffer, size_t count);

int main(void) {
  // Exact (correctly rounded) cases: up to 15 significant digits, exponents within ±22, and the words.
  const char *exact[] = {"0", "1.5", "1.25", "0.1", "2", "-3.75", "1e3", "1.2e-2", "scale", "1.", ".5", "5e",
                         "0e400", "123456789012345", "3.14159265358979", "+7.5E+2", "inf", "-Infinity", "nan",
                         "", "-", "abc", "1.2.3"};
  int failures = 0;
  for (size_t i = 0; i < sizeof exact / sizeof *exact; i++) {
    double ours, theirs;
    char *theirEnd;
    const char *ourEnd = _swift_stdlib_strtod_clocale(exact[i], &ours);
    theirs = strtod(exact[i], &theirEnd);
    size_t ourLength = ourEnd ? (size_t)(ourEnd - exact[i]) : 0;
    size_t theirLength = (size_t)(theirEnd - exact[i]);
    int same = (ours == theirs || (isnan(ours) && isnan(theirs))) && ourLength == theirLength;
    if (!same) {
      printf("shim: \"%s\" read %.17g (%zu chars), strtod %.17g (%zu chars)\n", exact[i], ours, ourLength, theirs,
             theirLength);
      failures++;
    }
  }
  unsigned char first[16], second[16];
  arc4random_buf(first, sizeof first);
  arc4random_buf(second, sizeof second);
  if (memcmp(first, second, sizeof first) != 0) {
    printf("shim: arc4random_buf is not the fixed sequence\n");
    failures++;
  }
  if (failures == 0) printf("shim: %zu texts parsed as strtod parses them\n", sizeof exact / sizeof *exact);
  return failures != 0;
}
