#!/usr/bin/env bash
# Packs a statically linked focusbench (built by `make dist`) into
# OUT/focusbench-VERSION-linux-ARCH.tar.gz with what it prints about itself
# (completions, manual page), the licences of everything linked into it and
# the example scenarios. The layout mirrors an install prefix, so the
# tarball unpacks into a folder whose bin/ goes on PATH.
#
# usage: scripts/make-dist.sh BINARY OUT ARCH SWIFT_LICENSE
set -euo pipefail
binary=$1 out=$2 arch=$3 swift_license=$4
cd "$(dirname "$0")/.."

version=$("$binary" --version | awk '{print $2}')
name="focusbench-$version-linux-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT INT TERM HUP
root="$stage/$name"

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" \
    "$root/share/focusbench" "$root/licences"
install -m 755 "$binary" "$root/bin/focusbench"
strip "$root/bin/focusbench"
"$binary" completions bash > "$root/share/bash-completion/completions/focusbench"
"$binary" completions zsh > "$root/share/zsh/site-functions/_focusbench"
"$binary" completions fish > "$root/share/fish/vendor_completions.d/focusbench.fish"
"$binary" man > "$root/share/man/man1/focusbench.1"
cp -R scenarios "$root/share/focusbench/scenarios"

cp LICENSE "$root/LICENSE"
gsl_version=$(pkg-config --modversion gsl)
# Debian's copyright files of the C libraries scripts/static-link.sh links in.
for package in libgsl-dev:GSL libxml2-dev:libxml2 libicu-dev:ICU zlib1g-dev:zlib liblzma-dev:xz; do
    cp "/usr/share/doc/${package%%:*}/copyright" "$root/licences/${package#*:}-copyright"
done
cp "$swift_license" "$root/licences/Swift-LICENSE.txt"
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
cat > "$root/README" <<EOF
focusbench $version for Linux $arch: one executable, linked statically against
the Swift runtime and Foundation, GSL $gsl_version (the GNU Scientific Library) and
libxml2 with ICU, zlib and xz, so it needs no Swift toolchain and none of those
libraries on the machine; it uses the system's C and C++ runtime libraries
(libc, libm, libstdc++, libgcc_s).

  bin/focusbench                        put this folder's bin/ on PATH
  share/man/man1/focusbench.1           the manual page (focusbench man prints it)
  share/*/…completions…                 bash, zsh and fish completions
  share/focusbench/scenarios/           the example scenarios; try
                                        focusbench simulate share/focusbench/scenarios/signup.json
  LICENSE                               FocusBench: GPL-3.0-or-later
  licences/GSL-copyright                GSL: GPL-3.0-or-later (Debian's copyright file of libgsl-dev)
  licences/libxml2-copyright            libxml2: MIT
  licences/ICU-copyright                ICU: the Unicode licence
  licences/zlib-copyright               zlib: the zlib licence
  licences/xz-copyright                 liblzma: 0BSD / public domain
  licences/Swift-LICENSE.txt            Swift runtime and Foundation: Apache-2.0 with the Runtime Library Exception

Corresponding source: FocusBench commit $commit; the C libraries are the
Debian 12 source packages gsl ($gsl_version), libxml2, icu, zlib and xz-utils
(apt-get source NAME).
EOF

mkdir -p "$out"
tar -czf "$out/$name.tar.gz" -C "$stage" "$name"
echo "$out/$name.tar.gz"
