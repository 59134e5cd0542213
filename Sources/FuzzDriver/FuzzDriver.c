// Nothing to compile: FuzzDriver only declares libFuzzer's driver (include/FuzzDriver.h), which the
// `-sanitize=fuzzer` runtime defines.
#include "FuzzDriver.h"
