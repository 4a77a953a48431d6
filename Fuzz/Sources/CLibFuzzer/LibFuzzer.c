// libFuzzer itself comes from `-sanitize=fuzzer`; this target only declares its driver.
