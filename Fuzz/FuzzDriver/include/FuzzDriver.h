// libFuzzer's driver, for the fuzz targets' entry points.
//
// SwiftPM links every executable on Linux with `--defsym main=<Target>_main`, so libFuzzer's own `main` is
// never used: each fuzz target defines `<Target>_main`, which calls pagecontrol_fuzz_main; that hands over to
// LLVMFuzzerRunDriver, which parses the libFuzzer command line and calls the target's LLVMFuzzerTestOneInput.
#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the process's arguments and `callback` as the function under test.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Runs libFuzzer with the process's arguments on the target's LLVMFuzzerTestOneInput: what every
/// `<Target>_main` calls.
int pagecontrol_fuzz_main(int argc, char **argv);

#endif
