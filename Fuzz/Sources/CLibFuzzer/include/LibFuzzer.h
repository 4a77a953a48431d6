#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own `main`
/// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
