# Sourced by the test scripts: sets `cellar` to the binary they test. scripts/test.sh builds it
# once and hands it over in CELLAR_BIN, so that suites running at once never share SwiftPM's
# lock on .build; a script run alone builds the debug binary itself.
if [ -n "${CELLAR_BIN:-}" ]; then
    cellar="$CELLAR_BIN"
else
    swift build --product cellar
    cellar="$(swift build --show-bin-path)/cellar"
fi
