#!/bin/sh
# Builds the .deb in BUILD_DIR with cpack, installs it into this system with dpkg -i (root
# only: CI containers), and runs the installed programs. Exits non-zero on any failure.
#   usage: packaging/test-deb.sh BUILD_DIR
set -eu

fail() {
    echo "test-deb: $*" >&2
    exit 1
}

[ $# -eq 1 ] || fail "usage: $0 BUILD_DIR"
build_dir=$1
[ -f "$build_dir/CPackConfig.cmake" ] || fail "$build_dir has no CPackConfig.cmake (configure with packaging/ added)"
[ "$(id -u)" -eq 0 ] || fail "dpkg -i needs root"

# Whatever the build type, package what is built now.
cmake --build "$build_dir" --target capstan capstan-cli || fail "build failed"

rm -f "$build_dir"/capstan_*.deb
(cd "$build_dir" && cpack -G DEB) || fail "cpack -G DEB failed"
set -- "$build_dir"/capstan_*.deb
[ -f "$1" ] || fail "cpack produced no capstan_*.deb"
deb=$1
echo "test-deb: built $deb"
dpkg-deb --info "$deb"
dpkg-deb --contents "$deb"

dpkg-deb --field "$deb" Package | grep -qx capstan || fail "package name is not capstan"
dpkg-deb --field "$deb" Depends | grep -q libqt6 || fail "Depends lacks the Qt 6 libraries (shlibdeps)"

dpkg -i "$deb" || fail "dpkg -i $deb failed"

for file in /usr/bin/capstan /usr/bin/capstan-cli \
            /usr/share/applications/io.github.capstan.Capstan.desktop \
            /usr/share/metainfo/io.github.capstan.Capstan.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/io.github.capstan.Capstan.svg; do
    [ -f "$file" ] || fail "$file is not installed"
done

version=$(dpkg-deb --field "$deb" Version)
cli=$(/usr/bin/capstan-cli --version) || fail "capstan-cli --version failed"
echo "test-deb: $cli"
[ "$cli" = "capstan-cli $version" ] || fail "capstan-cli --version says '$cli', expected 'capstan-cli $version'"

gui=$(QT_QPA_PLATFORM=offscreen /usr/bin/capstan --version) || fail "capstan --version failed"
echo "test-deb: $gui"
echo "$gui" | grep -q "$version" || fail "capstan --version says '$gui', expected $version"

# The installed headless CLI links no GUI library; the installed workbench draws offscreen.
if ldd /usr/bin/capstan-cli | grep -Eiq 'Qt6|qcustomplot|libGL'; then
    fail "capstan-cli links a GUI library: $(ldd /usr/bin/capstan-cli | grep -Ei 'Qt6|qcustomplot|libGL' | tr -d '\t' | tr '\n' ' ')"
fi
out=$(mktemp -d)
/usr/bin/capstan export --chart knee --out "$out/knee.png" --size 800x450 >/dev/null || fail "capstan export failed"
file "$out/knee.png" | grep -q 'PNG image data, 800 x 450' || fail "capstan export wrote no 800x450 PNG"
rm -rf "$out"
echo "test-deb: capstan export drew an 800x450 PNG; capstan-cli links no Qt"

# Optional checks with tools that may be present; neither is a build dependency.
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate /usr/share/applications/io.github.capstan.Capstan.desktop || fail "desktop file invalid"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net /usr/share/metainfo/io.github.capstan.Capstan.metainfo.xml ||
        fail "metainfo invalid"
fi

echo "test-deb: OK ($deb installed)"
