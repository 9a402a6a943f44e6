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
cp /usr/share/doc/libgsl-dev/copyright "$root/licences/GSL-copyright"
cp "$swift_license" "$root/licences/Swift-LICENSE.txt"
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
cat > "$root/README" <<EOF
focusbench $version for Linux $arch: one executable, linked statically against
the Swift runtime and Foundation and against GSL $gsl_version (the GNU Scientific
Library), so it needs no Swift toolchain and no GSL on the machine; it uses the
system's C and C++ runtime libraries (libc, libm, libstdc++, libgcc_s).

  bin/focusbench                        put this folder's bin/ on PATH
  share/man/man1/focusbench.1           the manual page (focusbench man prints it)
  share/*/…completions…                 bash, zsh and fish completions
  share/focusbench/scenarios/           the example scenarios; try
                                        focusbench simulate share/focusbench/scenarios/signup.json
  LICENSE                               FocusBench: GPL-3.0-or-later
  licences/GSL-copyright                GSL: GPL-3.0-or-later (Debian's copyright file of libgsl-dev)
  licences/Swift-LICENSE.txt            Swift runtime and Foundation: Apache-2.0 with the Runtime Library Exception

Corresponding source: FocusBench commit $commit; GSL $gsl_version is the
source package 'gsl' of Debian (apt-get source gsl) and https://www.gnu.org/software/gsl/.
EOF

mkdir -p "$out"
tar -czf "$out/$name.tar.gz" -C "$stage" "$name"
echo "$out/$name.tar.gz"
