#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on a loopback port from the machine's own binaries and prints its
# admin URL on the last line. As root it runs the server as an unprivileged user (postgres refuses root).
# Usage: url=$(bash scripts/start-postgres.sh [dir] [port]); stop with: pg_ctl -D <dir> stop
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=${1:-$(mktemp -d /tmp/review-pg.XXXXXX)}
PORT=${2:-55432}
[ -x "$BIN/initdb" ] || { echo "PostgreSQL binaries not found in $BIN" >&2; exit 1; }

run_as() {
  if [ "$(id -u)" = 0 ]; then
    id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && { id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres; chown postgres "$DIR"; }
if [ ! -f "$DIR/PG_VERSION" ]; then
  run_as "$BIN/initdb" -D "$DIR" -U review --auth=trust --no-sync -E UTF8 >/dev/null
fi
run_as "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "postgres://review@127.0.0.1:$PORT/postgres"
