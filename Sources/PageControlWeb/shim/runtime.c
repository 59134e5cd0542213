// The two C functions Embedded Swift's standard library needs in the browser and that the module does not take
// from wasi-libc, compiled by Scripts/build-web.sh beside the Swift sources (SwiftPM excludes this folder).
#include <stddef.h>

// `Double(String)` parses through this: C-locale decimal text, "inf", "infinity" and "nan", with an optional
// sign and exponent. Returns the end of what it read, or NULL when it read no number. A small parser instead of
// wasi-libc's strtod (whose scanner and hex floats cost 7 KB): exact (correctly rounded) for up to 15
// significant digits and exponents within ±22 (Clinger's fast path), which covers every number the core parses
// (an effect's scale, "scale:1.2"); longer texts are within an ulp or two, and texts within an ulp of the
// largest double may overflow to infinity.
static int lower(char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }
static int match(const char *p, const char *word) {
  int n = 0;
  while (word[n]) {
    if (lower(p[n]) != word[n]) return 0;
    n++;
  }
  return n;
}

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
  const char *p = nptr;
  int negative = 0;
  *outResult = 0;
  if (*p == '+' || *p == '-') negative = *p++ == '-';
  int n;
  if ((n = match(p, "infinity")) || (n = match(p, "inf"))) {
    *outResult = negative ? -__builtin_inf() : __builtin_inf();
    return p + n;
  }
  if ((n = match(p, "nan"))) {
    *outResult = __builtin_nan("");
    return p + n;
  }
  double mantissa = 0;
  int digits = 0, significant = 0, exponent = 0;
  for (; *p >= '0' && *p <= '9'; p++, digits++) {
    if (significant < 19) {
      mantissa = mantissa * 10 + (*p - '0');
      if (mantissa > 0) significant++;
    } else {
      exponent++;
    }
  }
  if (*p == '.') {
    for (p++; *p >= '0' && *p <= '9'; p++, digits++) {
      if (significant < 19) {
        mantissa = mantissa * 10 + (*p - '0');
        if (mantissa > 0) significant++;
        exponent--;
      }
    }
  }
  if (digits == 0) return NULL;
  if (lower(*p) == 'e') {
    const char *e = p + 1;
    int exponentNegative = 0, value = 0, exponentDigits = 0;
    if (*e == '+' || *e == '-') exponentNegative = *e++ == '-';
    for (; *e >= '0' && *e <= '9'; e++, exponentDigits++) {
      if (value < 100000) value = value * 10 + (*e - '0');
    }
    if (exponentDigits > 0) {
      exponent += exponentNegative ? -value : value;
      p = e;
    }
  }
  if (exponent < -300 && mantissa != 0) {  // two steps, so that 10^-exponent does not overflow first
    mantissa /= 1e300;
    exponent += 300;
  }
  double scale = 1, base = 10;
  int magnitude = exponent < 0 ? -exponent : exponent;
  for (; magnitude > 0; magnitude >>= 1, base *= base) {
    if (magnitude & 1) scale *= base;
  }
  double value = mantissa == 0 ? 0 : exponent < 0 ? mantissa / scale : mantissa * scale;
  *outResult = negative ? -value : value;
  return p;
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
