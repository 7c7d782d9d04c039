#!/usr/bin/env bash
# Prints a directory holding a Node 24 LTS `node` binary, for PATH. The node on PATH is used when it
# is already 24; otherwise the official binary, published on the npm registry as node-linux-<arch>,
# is installed once into a cache folder (only the npm registry is needed, no other download).
#   export PATH="$(bash scripts/node24.sh):$PATH"
set -euo pipefail
NODE_MAJOR=24
NODE_VERSION=24.21.0

if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$NODE_MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node $NODE_MAJOR binary package for $(uname -m); install Node $NODE_MAJOR LTS" >&2; exit 1 ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/podcast-platform/node-$NODE_VERSION"
bin="$cache/node_modules/node-linux-$arch/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-$arch@$NODE_VERSION" >&2
fi
"$bin/node" -v >/dev/null
echo "$bin"
