#!/usr/bin/env bash
# A PostgreSQL server for the API tier's second run. Prints an admin connection URL, or nothing when
# none is available (the tier is then skipped with a message). Order: TEST_DATABASE_URL, DATABASE_URL,
# else Debian's postgresql (installed when missing and we are root, e.g. in CI), started locally.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi
if [ -n "${DATABASE_URL:-}" ]; then echo "$DATABASE_URL"; exit 0; fi

PASSWORD=backoffice-test
URL="postgres://postgres:${PASSWORD}@127.0.0.1:5432/postgres"

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "No PostgreSQL found: installing Debian's postgresql package..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
  else
    echo "No PostgreSQL server available (set TEST_DATABASE_URL to use one): skipping the PostgreSQL tier." >&2
    exit 0
  fi
fi

if [ "$(id -u)" != "0" ] || ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "PostgreSQL is installed but cannot be started from here (set TEST_DATABASE_URL): skipping the PostgreSQL tier." >&2
  exit 0
fi

cluster=$(pg_lsclusters --no-header | head -n1 | awk '{print $1" "$2}')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -n1)
  pg_createcluster "$version" main >&2
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  runuser -u postgres -- psql -qtAc 'select 1' >/dev/null 2>&1 && break
  sleep 0.5
done
runuser -u postgres -- psql -qtAc "alter user postgres password '${PASSWORD}'" >/dev/null
# A cluster started here holds only databases the tests and the bench make and drop. The test tier
# turns off what only a crash would need (a file's database copy and every test's reset truncate
# and refill ~60 tables: syncing each to disk doubled the tier's time); `--durable` (the bench) turns
# it back on, so its figures are a real server's.
setting=set
[ "${1:-}" = "--durable" ] && setting=reset
args=()
for name in fsync full_page_writes synchronous_commit; do
  if [ "$setting" = set ]; then args+=(-c "alter system set $name = off"); else args+=(-c "alter system reset $name"); fi
done
runuser -u postgres -- psql -qtA "${args[@]}" -c "select pg_reload_conf()" >/dev/null
echo "$URL"
