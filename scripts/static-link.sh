#!/usr/bin/env bash
# The linker `make dist` gives swiftc (-ld-path): it runs ld.gold with the C
# libraries that focusbench would load from the system (GSL, and libxml2,
# which FoundationXML brings, with its ICU, zlib and lzma) replaced by their
# static archives from the Debian -dev packages, in the place of the -l
# option, so that the binary needs only libc, libm, libstdc++ and libgcc_s.
# The Swift runtime itself is made static by --static-swift-stdlib.
# An -L option cannot do this: swiftc puts the system library folder first.
set -euo pipefail
libdir=${FOCUSBENCH_STATIC_LIBDIR:-/usr/lib/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)}

archive() {
    if [ ! -f "$libdir/lib$1.a" ]; then
        echo "static-link: $libdir/lib$1.a is missing (install the -dev package that ships it)" >&2
        exit 1
    fi
    arguments+=("$libdir/lib$1.a")
}

arguments=()
for argument in "$@"; do
    case "$argument" in
        -lgsl | -lgslcblas) archive "${argument#-l}" ;;
        # pkg-config --static --libs libxml-2.0, less libm, which stays shared.
        -lxml2) for name in xml2 icui18n icuuc icudata z lzma; do archive "$name"; done ;;
        *) arguments+=("$argument") ;;
    esac
done
exec "${FOCUSBENCH_LINKER:-ld.gold}" "${arguments[@]}"
