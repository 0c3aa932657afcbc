#!/usr/bin/env bash
# The Debian package's test (run by `make test`): builds it with scripts/deb.sh, then checks it as a
# user's machine would see it. Unpacked into a throwaway root (dpkg -x), splitwm and splitctl run
# from there and answer --version and --help, and the packaged config passes --check-config; every
# file `make install` stages is in the package (man pages and documentation gzipped); Depends names
# the package of every library the binaries load; dpkg installs it into a second throwaway root
# (dpkg --root, Depends checked against this machine's packages) where its postinst registers the
# x-window-manager alternative and a purge takes everything away again; apt would install it (a
# simulation); lintian finds no error.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/splitwm-deb-test-XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
pass() { echo "ok   $*"; }
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...: passes when COMMAND succeeds
  local what=$1; shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

started=$(date +%s)
deb=$("$top/scripts/deb.sh" "$work/out" | tail -n 1)
echo "built $deb in $(($(date +%s) - started)) s"
field() { dpkg-deb --field "$deb" "$1"; }
arch=$(dpkg --print-architecture)

root=$work/unpacked
dpkg -x "$deb" "$root"
version=$("$root/usr/bin/splitwm" --version)
upstream=${version#splitwm }
check "splitwm --version from the package: $version" test "$version" = "splitwm $upstream" -a -n "$upstream"
check "the package's version is splitwm's own with a Debian revision: $(field Version)" \
  bash -c '[[ "$1" =~ ^"$2"-[0-9]+$ ]]' _ "$(field Version)" "$upstream"
check "the file name is splitwm_VERSION_ARCH.deb" test "$(basename "$deb")" = "splitwm_$(field Version)_$arch.deb"
check "splitctl --version from the package names the same version" test "$("$root/usr/bin/splitctl" --version)" = "splitctl $upstream"
help=$("$root/usr/bin/splitctl" --help)
check "splitctl --help from the package prints its usage" grep -q '^usage: splitctl' <<<"$help"
check "the packaged config passes the packaged splitwm's --check-config" \
  "$root/usr/bin/splitwm" --check-config "$root/usr/share/splitwm/splitwm.conf"
check "the packaged config is config/splitwm.conf" cmp -s "$root/usr/share/splitwm/splitwm.conf" "$top/config/splitwm.conf"
check "the session file is where display managers look" cmp -s "$root/usr/share/xsessions/splitwm.desktop" "$top/config/splitwm.desktop"
doc=$root/usr/share/doc/splitwm
check "the README is in the documentation, gzipped" bash -c 'zcat "$1" | cmp -s - "$2"' _ "$doc/README.md.gz" "$top/README.md"
# The documents of docs/ the README links are beside it, as in the repository (gzipped when large),
# all but docs/hacking.md, which is for working on splitwm's code.
for linked in $(grep -o '](docs/[a-z0-9-]*\.md' "$top/README.md" | sed 's/^](//' | grep -vx docs/hacking.md | sort -u); do
  check "$linked, which the README links, is in the documentation" \
    bash -c '{ [ -e "$1.gz" ] && zcat "$1.gz" || cat "$1"; } | cmp -s - "$2"' _ "$doc/$linked" "$top/$linked"
done
check "the copyright file is machine-readable (DEP-5)" grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/$' "$doc/copyright"
changelog_version=$(zcat "$doc/changelog.Debian.gz" | dpkg-parsechangelog -l - -S Version)
check "changelog.Debian.gz names the package's version" test "$changelog_version" = "$(field Version)"

# Everything `make install` stages is in the package, whatever it stages today (man pages and
# completions included): the same path, or the path with .gz for man pages and large documents.
staged=$work/staged
"${MAKE:-make}" -C "$top" --no-print-directory install DESTDIR="$staged" PREFIX=/usr SWIFT="${SWIFT:-swift}" >/dev/null
missing=()
while IFS= read -r path; do
  [ -e "$root/$path" ] || [ -e "$root/$path.gz" ] || missing+=("$path")
done < <(cd "$staged" && find . \( -type f -o -type l \) | sed 's|^\./||' | sort)
check "every file make install stages is in the package ($(cd "$staged" && find . -type f | wc -l) files)" test ${#missing[@]} -eq 0
for path in "${missing[@]}"; do echo "     missing: $path"; done
manpages=$(cd "$root" && find usr/share/man -name '*.[1-9]*' 2>/dev/null | sort || true)
for page in $manpages; do
  check "man page $page is gzipped and whole" bash -c '[[ "$1" == *.gz ]] && gzip -t "$1"' _ "$root/$page"
done
for completion in usr/share/bash-completion/completions/splitctl usr/share/zsh/vendor-completions/_splitctl \
  usr/share/fish/vendor_completions.d/splitctl.fish; do
  if [ -e "$staged/$completion" ]; then check "completion $completion is packaged" test -s "$root/$completion"; fi
done

# Depends: the package of every library the binaries link (NEEDED), found where this machine's
# loader finds it. With /usr merged, dpkg knows a library under the name its package gave it, /lib
# or /usr/lib.
owner() {
  local real candidate
  real=$(realpath "$1")
  for candidate in "$1" "$real" "${real#/usr}" "/usr$1"; do
    dpkg -S "$candidate" 2>/dev/null | sed -n '1s/:.*//p' | grep . && return
  done
  echo "(no package owns $1)"
}
depends=$(field Depends)
depended=" $(sed -e 's/([^)]*)//g' -e 's/[,|]/ /g' <<<"$depends" | tr -s ' ') "
for binary in "$root"/usr/bin/*; do
  for library in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
    path=$(ldd "$binary" | awk -v library="$library" '$1 == library && $2 == "=>" { print $3 }')
    [ -n "$path" ] || path=$(ldd "$binary" | awk -v library="$library" '$1 ~ "/" library "$" { print $1 }')
    package=$(owner "$path")
    check "Depends names $package (for $library, linked by $(basename "$binary"))" test "${depended/ $package /}" != "$depended"
  done
done
loaded=$(sed -n 's/^#define CPANGO_LIBRARY "\(.*\)"$/\1/p' "$top/Sources/CPangoLoader/include/pango_loader.h")
path=$(ldconfig -p | awk -v library="$loaded" '$1 == library { print $NF; exit }')
package=$(owner "$path")
check "Depends names $package (for $loaded, loaded by splitwm when it first draws text)" test "${depended/ $package /}" != "$depended"
check "splitctl loads no shared library" bash -c '! readelf -d "$1" | grep -q NEEDED' _ "$root/usr/bin/splitctl"
unpacked_kib=$(du -s -k --apparent-size "$root" | cut -f1)
check "Installed-Size ($(field Installed-Size) KiB) is the unpacked size ($unpacked_kib KiB) within 5%" \
  test $(($(field Installed-Size) * 100)) -ge $((unpacked_kib * 95)) -a $(($(field Installed-Size) * 100)) -le $((unpacked_kib * 105))

# A real install into a throwaway root. Its dpkg database holds only the Depends packages, copied from
# this machine's, so dpkg checks Depends against what is installed here. The maintainer scripts run
# outside a chroot (there is no shell in the root); dpkg sets DPKG_ROOT for them, which
# update-alternatives honours, so the machine's own alternatives stay as they are.
installed=$work/installed
admin=$installed/var/lib/dpkg
mkdir -p "$admin/info" "$admin/updates" "$admin/triggers" "$admin/alternatives" "$installed/etc/alternatives"
packages=$(sed -e 's/([^)]*)//g' -e 's/|[^,]*//g' -e 's/,/ /g' <<<"$depends")
dpkg-query -s $packages > "$admin/status"
for package in $(dpkg-query -W -f '${binary:Package}\n' $packages); do touch "$admin/info/$package.list"; done
host_alternative=$(readlink /etc/alternatives/x-window-manager || true)
dpkg_root() { dpkg --root="$installed" --force-script-chrootless --log=/dev/null "$@" >>"$work/dpkg.log" 2>&1; }
check "dpkg --root installs it, its Depends met by this machine's packages" dpkg_root --install "$deb"
check "its postinst made splitwm the x-window-manager alternative" \
  test "$(readlink "$installed/usr/bin/x-window-manager")" = /etc/alternatives/x-window-manager -a \
  "$(readlink "$installed/etc/alternatives/x-window-manager")" = /usr/bin/splitwm
check "dpkg knows the package as installed" test "$(dpkg --root="$installed" --status splitwm | sed -n 's/^Status: //p')" = "install ok installed"
# What dpkg runs when a removal fails after the prerm: the postinst with abort-remove.
check "an undone removal (prerm remove, then postinst abort-remove) puts the alternative back" \
  bash -c 'export DPKG_ROOT="$1" DPKG_ADMINDIR="$1/var/lib/dpkg"
    sh "$DPKG_ADMINDIR/info/splitwm.prerm" remove >>"$2" 2>&1 && [ ! -e "$1/etc/alternatives/x-window-manager" ] &&
    sh "$DPKG_ADMINDIR/info/splitwm.postinst" abort-remove >>"$2" 2>&1 &&
    [ "$(readlink "$1/etc/alternatives/x-window-manager")" = /usr/bin/splitwm ]' _ "$installed" "$work/dpkg.log"
check "dpkg --root purges it: its prerm removed the alternative, no file is left" \
  bash -c 'dpkg --root="$1" --force-script-chrootless --log=/dev/null --purge splitwm >>"$2" 2>&1 &&
    [ ! -e "$1/etc/alternatives/x-window-manager" ] && [ ! -L "$1/usr/bin/x-window-manager" ] &&
    [ -z "$(find "$1/usr" -type f 2>/dev/null)" ]' _ "$installed" "$work/dpkg.log"
check "this machine's x-window-manager alternative is untouched" test "$(readlink /etc/alternatives/x-window-manager || true)" = "$host_alternative"

# What the README tells a user to run, simulated (nothing is installed, and no lock is taken, so an
# apt run elsewhere on the machine does not get in the way).
simulation=$(apt-get install --simulate -o Debug::NoLocking=1 "$deb" 2>&1 || true)
check "apt install ./$(basename "$deb") would install it (simulated)" grep -q '^Inst splitwm ' <<<"$simulation"

# lintian: no error. Warnings and notes are listed (docs/packaging.md, "What lintian says", says which and why).
report=$(lintian "$deb" 2>&1 | grep -v '^running with root privileges' || true)
[ -n "$report" ] && sed 's/^/     /' <<<"$report"
check "lintian reports no error" bash -c '! grep -q "^E: " <<<"$1"' _ "$report"

[ "$failures" -eq 0 ] || { echo "dpkg's output:"; sed 's/^/     /' "$work/dpkg.log"; }
echo "deb-test: $failures failed, in $(($(date +%s) - started)) s"
[ "$failures" -eq 0 ]
