#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when /usr/bin/chromium is missing.
# Playwright never downloads a browser of its own here: it launches this one.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
echo "Installing chromium with apt-get..."
"${sudo_cmd[@]}" apt-get update -q </dev/null
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends chromium fonts-liberation </dev/null

if [ ! -x /usr/bin/chromium ]; then
  echo "install-chromium: /usr/bin/chromium is still missing after apt-get install" >&2
  exit 1
fi
