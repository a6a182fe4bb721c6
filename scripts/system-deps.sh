#!/usr/bin/env bash
# The Debian packages the tests need, installed when missing (CI and `npm test` call this first).
#   chromium            the browser the bench measures (Playwright never downloads one)
#   chromium-headless-shell  the same Chromium without the browser around it: the e2e tests' browser
#   curl, python3-requests, golang-go, php-cli + php-curl, default-jdk-headless,
#   mono-mcs + libmono-system-net-http4.0-cil (C#)
#                       run the API code samples (unit tests and `npm run check-samples`)
# Node.js runs the JavaScript samples. PowerShell has no Debian package; its samples are checked
# by tests/unit/codeSamples.test.ts.
set -euo pipefail

packages=(chromium chromium-headless-shell curl python3-requests golang-go php-cli php-curl default-jdk-headless mono-mcs libmono-system-net-http4.0-cil)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
