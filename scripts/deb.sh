#!/usr/bin/env bash
# `make deb`: the Debian package splitwm_VERSION-REVISION_ARCH.deb, made from what `make install`
# stages (DESTDIR, PREFIX=/usr), so whatever install installs is packaged, plus what Debian asks of
# a binary package: the copyright file, changelog.Debian.gz, man pages compressed, DEBIAN/control
# with Depends from dpkg-shlibdeps, md5sums, and the x-window-manager alternative.
#   scripts/deb.sh [OUTDIR]     (OUTDIR defaults to the repository's top; prints the .deb's path last)
# VERSION is the one splitwm reports (`splitwm --version`, from Sources/SplitVersion); REVISION is
# $DEB_REVISION (1). The maintainer is $DEBFULLNAME <$DEBEMAIL> when set (as for dch), else the
# repository's git user, else the last commit's author (a fresh clone in CI has no git user).
# Dates (changelog, file times) come from the last commit (SOURCE_DATE_EPOCH), not the clock.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "${1:-$top}" && cd "${1:-$top}" && pwd)
revision=${DEB_REVISION:-1}
work=$(mktemp -d /tmp/splitwm-deb-XXXXXX)
trap 'rm -rf "$work"' EXIT
# debhelper's layout (debian/control beside debian/PACKAGE), which dpkg-shlibdeps expects.
root=$work/debian/splitwm

"${MAKE:-make}" -C "$top" --no-print-directory install DESTDIR="$root" PREFIX=/usr SWIFT="${SWIFT:-swift}" >&2

upstream=$("$root/usr/bin/splitwm" --version | sed -n 's/^splitwm \([0-9][0-9.]*\)$/\1/p')
[ -n "$upstream" ] || { echo "deb.sh: cannot read the version from 'splitwm --version'" >&2; exit 1; }
version=$upstream-$revision
arch=$(dpkg --print-architecture)

if [ -n "${DEBFULLNAME:-}" ] && [ -n "${DEBEMAIL:-}" ]; then
  maintainer="$DEBFULLNAME <$DEBEMAIL>"
else
  name=$(git -C "$top" config user.name || git -C "$top" log -1 --format=%an 2>/dev/null || true)
  email=$(git -C "$top" config user.email || git -C "$top" log -1 --format=%ae 2>/dev/null || true)
  [ -n "$name" ] && [ -n "$email" ] || { echo "deb.sh: set DEBFULLNAME and DEBEMAIL to name the maintainer" >&2; exit 1; }
  maintainer="$name <$email>"
fi
commit=$(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo unknown)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct 2>/dev/null || date +%s)}

# Debian's layout for what install staged: man pages gzipped (links renamed with them), and the
# README and docs/ compressed as dh_compress would (documentation over 4 KiB).
if [ -d "$root/usr/share/man" ]; then
  find "$root/usr/share/man" -type f ! -name '*.gz' -exec gzip -9nf {} +
  find "$root/usr/share/man" -type l ! -name '*.gz' | while read -r link; do
    target=$(readlink "$link")
    ln -s "${target%.gz}.gz" "$link.gz"
    rm "$link"
  done
fi
doc=$root/usr/share/doc/splitwm
mkdir -p "$doc"
find "$doc" -type f -size +4k ! -name '*.gz' -exec gzip -9nf {} +
install -m 644 "$top/packaging/deb/copyright" "$doc/copyright"
install -D -m 644 "$top/packaging/deb/lintian-overrides" "$root/usr/share/lintian/overrides/splitwm"
changed=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
printf '%s\n' "splitwm ($version) unstable; urgency=medium" '' \
  "  * Built by 'make deb' from the splitwm repository, commit $commit." '' \
  " -- $maintainer  $changed" | gzip -9n > "$doc/changelog.Debian.gz"

# The compiler's notes are of no use in an installed binary (install -s kept them); dh_strip drops
# them too.
for file in "$root"/usr/bin/*; do
  objcopy --remove-section=.comment "$file"
done

# Depends: what dpkg-shlibdeps finds for every dynamically linked executable (splitctl is static).
# It reads debian/control and looks for DEBIAN in the package's tree.
mkdir -p "$root/DEBIAN"
printf '%s\n' 'Source: splitwm' '' 'Package: splitwm' "Architecture: $arch" > "$work/debian/control"
dynamic=()
for file in "$root"/usr/bin/*; do
  readelf -d "$file" 2>/dev/null | grep -q '(NEEDED)' && dynamic+=("${file#"$work"/}")
done
# splitwm loads pango's library with dlopen when it first draws text (Sources/CPangoLoader), which
# dpkg-shlibdeps cannot see: a stub linked against that library stands for it.
loaded=$(sed -n 's/^#define CPANGO_LIBRARY "\(.*\)"$/\1/p' "$top/Sources/CPangoLoader/include/pango_loader.h")
[ -n "$loaded" ] || { echo "deb.sh: no CPANGO_LIBRARY in pango_loader.h" >&2; exit 1; }
mkdir -p "$work/stub"
printf 'int main(void) { return 0; }\n' | gcc -x c - -o "$work/stub/loaded-at-run-time" -Wl,--no-as-needed "-l:$loaded"
depends=$(cd "$work" && dpkg-shlibdeps -O "${dynamic[@]}" stub/loaded-at-run-time | sed -n 's/^shlibs:Depends=//p')
rm -r "$work/stub"
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# Packed relative relocations (the release link's `-z pack-relative-relocs`, docs/hacking.md) need
# the loader of glibc 2.36, which dpkg-shlibdeps does not infer from the GLIBC_ABI_DT_RELR version
# the binary asks for: without this, a system with glibc 2.35 would install splitwm and not run it.
for file in "${dynamic[@]}"; do
  readelf -V "$work/$file" 2>/dev/null | grep -q GLIBC_ABI_DT_RELR || continue
  found=$(printf '%s\n' "$depends" | sed -n -E 's/.*libc6 \(>= ([^)]+)\).*/\1/p')
  if [ -z "$found" ] || dpkg --compare-versions "$found" lt 2.36; then
    depends=$(printf '%s\n' "$depends" | sed -E 's/libc6( \(>= [^)]+\))?/libc6 (>= 2.36)/')
  fi
done

# The x-window-manager alternative (Debian policy 11.8.4), with the man page as its slave when the
# package has one. update-alternatives honours $DPKG_ROOT, so these also run outside a chroot.
manslave=""
if [ -e "$root/usr/share/man/man1/splitwm.1.gz" ]; then
  manslave=" --slave /usr/share/man/man1/x-window-manager.1.gz x-window-manager.1.gz /usr/share/man/man1/splitwm.1.gz"
fi
# The abort-* cases put the alternative back when a removal or an upgrade is undone, as
# dh_installalternatives writes them.
printf '%s\n' '#!/bin/sh' 'set -e' \
  'if [ "$1" = configure ] || [ "$1" = abort-upgrade ] || [ "$1" = abort-deconfigure ] || [ "$1" = abort-remove ]; then' \
  "  update-alternatives --install /usr/bin/x-window-manager x-window-manager /usr/bin/splitwm 20$manslave" \
  'fi' > "$root/DEBIAN/postinst"
printf '%s\n' '#!/bin/sh' 'set -e' 'if [ "$1" = remove ] || [ "$1" = deconfigure ]; then' \
  '  update-alternatives --remove x-window-manager /usr/bin/splitwm' 'fi' > "$root/DEBIAN/prerm"
chmod 755 "$root/DEBIAN/postinst" "$root/DEBIAN/prerm"

(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
# Installed-Size counted as dpkg-gencontrol counts it: each file's size in KiB rounded up, 1 for
# anything else (directories, links).
installed=$(cd "$root" && find usr -printf '%y %s\n' | awk '{ kib += ($1 == "f") ? int(($2 + 1023) / 1024) : 1 } END { print kib }')
cat > "$root/DEBIAN/control" <<EOF
Package: splitwm
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed
Depends: $depends
Recommends: xterm | x-terminal-emulator
Suggests: rofi, polybar
Provides: x-window-manager
Section: x11
Priority: optional
Description: tiling window manager for X11 built on a binary split tree
 splitwm keeps windows in a binary split tree: every leaf is a window, every
 inner node is a split with a splitter between its two sides, a bar that can be
 dragged with the mouse. Windows reflow live by the rules of good split views:
 a fraction per split, hidden sides, minimum fractions, drag-to-hide with a
 live preview, and priority sides that keep their size when the screen changes.
 .
 splitctl, its control client, sends commands in the same language as the
 config file's bindings, answers queries in JSON and follows events.
EOF

# Modes as Debian expects them, whatever the umask was when install ran.
find "$root" -type d -exec chmod 755 {} +
find "$root/usr" -type f ! -path '*/usr/bin/*' -exec chmod 644 {} +
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=$out/splitwm_${version}_${arch}.deb
# One package in OUTDIR: the README's `apt install ./splitwm_*.deb` and `dpkg -x splitwm_*…`
# would take an older version's beside it (dpkg -x refuses two).
rm -f "$out"/splitwm_*_"$arch".deb
dpkg-deb --root-owner-group --build "$root" "$deb" >&2
echo "$deb"
