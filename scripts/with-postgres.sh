#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a loopback port, data in a temp folder.
#   scripts/with-postgres.sh npm test      # the DB tests then also run on this server
# Exports TEST_DATABASE_URL (and POSTGRES_URL) for the command; stops the server and removes its
# folder on exit. Installs Debian's postgresql package when no server binaries are found.
set -euo pipefail
# Exit code 3 means "no server could be started" (scripts/test-all.js then runs the embedded backend only).
trap 'exit 3' ERR

find_bin() {
  local name=$1 candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [[ -x "$candidate/$name" ]] && { echo "$candidate/$name"; return; }
  done
  command -v "$name" 2>/dev/null || true
}

INITDB=$(find_bin initdb)
PG_CTL=$(find_bin pg_ctl)
if [[ -z "$INITDB" || -z "$PG_CTL" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "with-postgres: no PostgreSQL server found. Install it (sudo apt-get install -y postgresql) and retry." >&2
    exit 3
  fi
  echo "with-postgres: installing Debian's postgresql package…" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 \
    || { echo "with-postgres: could not install postgresql with apt-get." >&2; exit 3; }
  INITDB=$(find_bin initdb)
  PG_CTL=$(find_bin pg_ctl)
fi

# initdb refuses to run as root: as root, the server runs as the postgres user.
as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --user-group --no-create-home postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

PGTMP=$(mktemp -d /tmp/fmp-pg.XXXXXX)
chmod 755 "$PGTMP"
[[ $(id -u) -eq 0 ]] && { id postgres >/dev/null 2>&1 || useradd --system --user-group --no-create-home postgres; chown postgres "$PGTMP"; }
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  as_server_user "$PG_CTL" -D "$PGTMP/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGTMP"
}
trap cleanup EXIT

as_server_user "$INITDB" -D "$PGTMP/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_server_user "$PG_CTL" -D "$PGTMP/data" -l "$PGTMP/log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $PGTMP -c max_connections=100" start >/dev/null
as_server_user psql -h 127.0.0.1 -p "$PORT" -U postgres -qc 'create database app' >/dev/null

export POSTGRES_URL="postgres://postgres@127.0.0.1:$PORT/app"
export TEST_DATABASE_URL="$POSTGRES_URL"
trap - ERR
echo "with-postgres: PostgreSQL $("$PG_CTL" --version | awk '{print $3}') at $POSTGRES_URL" >&2
"$@"
