#!/usr/bin/env bash
# The browsers the browser tests drive, from Debian's packages (never a downloaded
# browser build): Chromium for every browser test; Firefox ESR and WebKit
# (WebKitWebDriver in an X server, with a small GTK shell) for the core scenarios
# in three engines. Installs what is missing when it can (root and apt-get, as in
# CI); otherwise says which command to run. `npm test` and .ci/run call it.
set -euo pipefail
packages=(chromium firefox-esr webkit2gtk-driver xvfb gir1.2-webkit2-4.1 python3-gi gir1.2-gtk-3.0)
command -v dpkg-query >/dev/null || {
	echo "browsers: not a Debian system; the browser tests need: ${packages[*]}"
	exit 0
}
missing=()
for package in "${packages[@]}"; do
	status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
	[ "$status" = 'install ok installed' ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
	echo "browsers: missing ${missing[*]}; run: sudo apt-get install -y ${missing[*]}"
	exit 0
fi
echo "browsers: installing ${missing[*]}"
start=$SECONDS
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
echo "browsers: apt-get install took $((SECONDS - start)) s"
