#!/usr/bin/env bash
# Makes stand-ins for the public images compose.yaml uses (postgres, redis, minio, minio/mc,
# nginx) on a machine that reaches no image registry, so the whole topology can still be brought
# up here (scripts/check-compose.sh). Each is built on the local Node base
# (scripts/local-node-base.sh: Debian bookworm) from Debian's own packages, and speaks what
# compose.yaml asks of the real image: the same environment variables, commands, ports, data
# directories and health-check commands. Anywhere with a registry compose.yaml uses the public
# images unchanged.
#
#   scripts/local-service-images.sh        prints the *_IMAGE variables to export
#
# The S3 stand-in is s3rver (from the npm registry) behind a small `minio` command, with MinIO's
# root user and password as its one key pair (an unknown key is refused; signatures are not
# checked, as s3rver reckons some of the AWS SDK's differently). Its `mc` knows
# the three verbs compose.yaml uses (ready, alias set, mb).
set -euo pipefail
cd "$(dirname "$0")/.."
base="${NODE_IMAGE:-makers-pantry/node-base:20-bookworm-slim}"
docker image inspect "$base" >/dev/null 2>&1 || scripts/local-node-base.sh "$base" >&2
s3rver_version="$(node -p "require('./package-lock.json').packages['node_modules/@20minutes/s3rver'].version")"

build() { # tag, then the Dockerfile on stdin; the files it copies come from $context
  local tag="$1"
  if docker image inspect "$tag" >/dev/null 2>&1; then return; fi
  echo "local-service-images: building $tag" >&2
  docker build -q -t "$tag" -f - "$context" >"$context/build.log" 2>&1 ||
    { tail -20 "$context/build.log" >&2; exit 1; }
}
context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT

# PostgreSQL: the data directory is made on first start from POSTGRES_USER, POSTGRES_PASSWORD and
# POSTGRES_DB, as the public image does; connections from the network need the password.
cat >"$context/postgres-entry" <<'EOF'
#!/bin/sh
set -eu
PATH=/usr/lib/postgresql/15/bin:$PATH
data=/var/lib/postgresql/data
mkdir -p "$data" /var/run/postgresql
chown postgres:postgres "$data" /var/run/postgresql
chmod 700 "$data"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/password
  chown postgres /tmp/password
  as_postgres initdb -D "$data" -U "$POSTGRES_USER" --pwfile=/tmp/password \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/password
  echo 'host all all all scram-sha-256' >>"$data/pg_hba.conf"
  # The first start listens on a socket of its own, so the health check (pg_isready on the usual
  # socket) passes only once the real server below takes connections from the network.
  mkdir -p /tmp/init && chown postgres /tmp/init
  as_postgres pg_ctl -D "$data" -o '-c listen_addresses= -c unix_socket_directories=/tmp/init' -w start >/dev/null
  as_postgres createdb -h /tmp/init -U "$POSTGRES_USER" "$POSTGRES_DB"
  as_postgres pg_ctl -D "$data" -m fast -w stop >/dev/null
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$data" -c listen_addresses='*'
EOF
build makers-pantry/local-postgres:16 <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && pg_dropcluster 15 main && rm -rf /var/lib/apt/lists/*
COPY postgres-entry /usr/local/bin/postgres-entry
RUN chmod 755 /usr/local/bin/postgres-entry
ENTRYPOINT ["/usr/local/bin/postgres-entry"]
EOF

# Redis: compose gives `redis-server <options>`; the public image listens on every address
# without protected mode, so the stand-in adds those two.
cat >"$context/redis-entry" <<'EOF'
#!/bin/sh
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  exec setpriv --reuid=redis --regid=redis --init-groups redis-server --bind 0.0.0.0 --protected-mode no --dir /tmp "$@"
fi
exec "$@"
EOF
build makers-pantry/local-redis:7 <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null \
 && rm -rf /var/lib/apt/lists/*
COPY redis-entry /usr/local/bin/redis-entry
RUN chmod 755 /usr/local/bin/redis-entry
ENTRYPOINT ["/usr/local/bin/redis-entry"]
CMD ["redis-server"]
EOF

# S3: `minio server <dir>` starts s3rver on port 9000; `mc` makes the bucket with a signed PUT.
cat >"$context/minio" <<'EOF'
#!/usr/bin/env node
// minio server <dir> [--console-address ...]: an S3-protocol server on port 9000 keeping objects in <dir>.
const S3rver = require('/opt/s3/node_modules/@20minutes/s3rver');
// The one account: MinIO's root user and password.
const { DUMMY_ACCOUNT } = require('/opt/s3/node_modules/@20minutes/s3rver/lib/models/account');
DUMMY_ACCOUNT.createKeyPair(process.env.MINIO_ROOT_USER, process.env.MINIO_ROOT_PASSWORD);
const directory = process.argv[3] ?? '/data';
const server = new S3rver({ address: '0.0.0.0', port: 9000, silent: true, directory, vhostBuckets: false,
  // s3rver reckons some of the AWS SDK's v4 signatures differently; it still refuses unknown keys.
  allowMismatchedSignatures: true });
server.run().then(() => console.log(`S3 stand-in listening on :9000, objects in ${directory}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close().then(() => process.exit(0)));
EOF
cat >"$context/mc" <<'EOF'
#!/bin/sh
# mc ready local | mc alias set NAME URL KEY SECRET | mc mb [--ignore-existing] NAME/BUCKET
set -eu
aliases="${HOME:-/root}/.mc-aliases"
case "${1:-}" in
  ready) exec curl -s -o /dev/null http://127.0.0.1:9000/ ;;
  alias) shift 2; mkdir -p "$(dirname "$aliases")"; echo "$1 $2 $3 $4" >>"$aliases" ;;
  mb)
    shift; [ "$1" = --ignore-existing ] && shift
    name="${1%%/*}"; bucket="${1#*/}"
    set -- $(grep "^$name " "$aliases" | tail -n 1)
    code="$(curl -s -o /dev/null -w '%{http_code}' -X PUT -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' --aws-sigv4 'aws:amz:us-east-1:s3' -u "$3:$4" "$2/$bucket")"
    case "$code" in 200|409) echo "Bucket created successfully \`$name/$bucket\`." ;; *) echo "mb: $code" >&2; exit 1 ;; esac ;;
  *) echo "mc stand-in: unknown verb $*" >&2; exit 2 ;;
esac
EOF
build makers-pantry/local-minio:latest <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends curl >/dev/null \
 && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /opt/s3 && cd /opt/s3 && echo '{}' >package.json \
 && npm install --no-audit --no-fund --silent @20minutes/s3rver@$s3rver_version
COPY minio mc /usr/local/bin/
RUN chmod 755 /usr/local/bin/minio /usr/local/bin/mc
ENTRYPOINT ["minio"]
EOF

# nginx: Debian's nginx-light reads the same configuration files; curl for the health check.
build makers-pantry/local-nginx:1 <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light curl >/dev/null \
 && rm -rf /var/lib/apt/lists/*
CMD ["nginx", "-g", "daemon off;"]
EOF

cat <<EOF
export POSTGRES_IMAGE=makers-pantry/local-postgres:16
export REDIS_IMAGE=makers-pantry/local-redis:7
export MINIO_IMAGE=makers-pantry/local-minio:latest
export MC_IMAGE=makers-pantry/local-minio:latest
export NGINX_IMAGE=makers-pantry/local-nginx:1
EOF
