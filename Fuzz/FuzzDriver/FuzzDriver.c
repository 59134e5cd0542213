// The shared entry point of the fuzz targets: each target defines LLVMFuzzerTestOneInput (with @_cdecl) and
// its `<Target>_main`, which calls pagecontrol_fuzz_main; the `-sanitize=fuzzer` runtime defines
// LLVMFuzzerRunDriver.
#include "FuzzDriver.h"

/// The target's function under test, defined in Swift with `@_cdecl("LLVMFuzzerTestOneInput")`.
extern int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/// Hands one input to the target, with a valid pointer even for the empty input (libFuzzer may pass NULL, and
/// the Swift side takes a non-optional pointer).
static int run_one_input(const uint8_t *data, size_t size) {
    static const uint8_t empty = 0;
    return LLVMFuzzerTestOneInput(data != NULL ? data : &empty, size);
}

int pagecontrol_fuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, run_one_input);
}
