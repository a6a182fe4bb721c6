#!/usr/bin/env bash
# The Debian packages the tests need, installed when missing (CI and `npm test` call this first).
#   chromium            the browser the bench measures (Playwright never downloads one)
#   chromium-headless-shell  the same Chromium without the browser around it: the e2e tests' browser
#   nginx, libnginx-mod-http-brotli-static  the production server the e2e and HTTP tests run against
#                       (deploy/nginx/); installed without starting Debian's default site on port 80
#   curl, python3-requests, golang-go, php-cli + php-curl, default-jdk-headless,
#   mono-mcs + libmono-system-net-http4.0-cil (C#)
#                       run the API code samples (unit tests and `npm run check-samples`)
#   mosquitto, python3-paho-mqtt  the MQTT broker and Python client of `npm run check-mqtt` (the
#                       raw-MQTT programs of the EdgeHub guide against a real broker; not started as a service)
# Node.js runs the JavaScript samples. PowerShell has no Debian package; its samples are checked
# by tests/unit/openapi/codeSamples.test.ts.
set -euo pipefail

packages=(chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static curl python3-requests golang-go php-cli php-curl default-jdk-headless mono-mcs libmono-system-net-http4.0-cil mosquitto python3-paho-mqtt)
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
# Debian's nginx package starts a server on port 80 when installed: a policy-rc.d that refuses
# every service start prevents it (and is removed again, whatever happens).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
