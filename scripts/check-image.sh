#!/usr/bin/env bash
# Builds the shop's container image and checks one container of it. CI runs it when a Docker
# engine is there (.ci/run); anyone can run it by hand:
#
#   scripts/check-image.sh
#   NODE_IMAGE=makers-pantry/node-base:20-bookworm-slim scripts/check-image.sh   (no registry)
#   IMAGE=makers-pantry:latest scripts/check-image.sh --no-build                 (an image built before)
#
# Checks: the image runs as the unprivileged `node` user and holds no dev dependency; a container
# passes the image's own HEALTHCHECK (GET /api/health/live); it serves the API and the web app;
# SIGTERM stops it with exit status 0. The container joins this machine's network and uses its
# PostgreSQL (a database made for the check and dropped after) and Redis, as .ci/run starts them.
#
# Environment: NODE_IMAGE (base image build argument; default the Dockerfile's public node image),
# IMAGE (tag, default makers-pantry:check), CHECK_PORT (default 4351), CHECK_DATABASE_SERVER
# (default postgres://postgres@127.0.0.1:5432), CHECK_REDIS_URL (default redis://127.0.0.1:6379).
set -euo pipefail
cd "$(dirname "$0")/.."

image="${IMAGE:-makers-pantry:check}"
port="${CHECK_PORT:-4351}"
server="${CHECK_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}"
redis="${CHECK_REDIS_URL:-redis://127.0.0.1:6379}"
database="mp_image_check_$(date +%s)_$$"
container="mp-image-check-$$"
say() { printf 'check-image: %s\n' "$*"; }

if [ "${1:-}" != --no-build ]; then
  build_args=()
  if [ -n "${NODE_IMAGE:-}" ]; then build_args+=(--build-arg "NODE_IMAGE=$NODE_IMAGE"); fi
  started=$(date +%s)
  docker build "${build_args[@]}" -t "$image" . >/tmp/"$container"-build.log 2>&1 ||
    { tail -40 /tmp/"$container"-build.log; say "FAILED: the image did not build"; exit 1; }
  say "built $image in $(($(date +%s) - started)) s"
fi
say "$image: $(($(docker image inspect -f '{{.Size}}' "$image") / 1024 / 1024)) MiB"

user="$(docker image inspect -f '{{.Config.User}}' "$image")"
[ "$user" = node ] || { say "FAILED: the image runs as '$user', not node"; exit 1; }
docker run --rm --entrypoint sh "$image" -c '
  [ "$(id -u)" != 0 ] || { echo "runs as root"; exit 1; }
  for dev in typescript esbuild tsx vite vitest drizzle-kit eslint @playwright/test autocannon; do
    [ ! -e "node_modules/$dev" ] || { echo "dev dependency in the image: $dev"; exit 1; }
  done' || { say "FAILED: user or dependencies"; exit 1; }
say "runs as node (uid $(docker run --rm --entrypoint id "$image" -u)), no dev dependencies in node_modules"

psql "$server/postgres" -qc "CREATE DATABASE $database" >/dev/null
cleanup() {
  docker rm -f "$container" >/dev/null 2>&1 || true
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

# NODE_ENV=development: the check needs no SMS gateway or payment provider of its own.
docker run -d --name "$container" --network host \
  -e NODE_ENV=development -e HOST=127.0.0.1 -e PORT="$port" \
  -e DATABASE_URL="$server/$database" -e REDIS_URL="$redis" -e TRUST_PROXY=false \
  "$image" >/dev/null
say "container started; waiting for its health check"
launched=$(date +%s)
status=starting
for _ in $(seq 1 120); do
  status="$(docker inspect -f '{{.State.Health.Status}}' "$container")"
  [ "$status" = starting ] || break
  [ "$(docker inspect -f '{{.State.Running}}' "$container")" = true ] || break
  sleep 1
done
if [ "$status" != healthy ]; then
  docker logs --tail 40 "$container" 2>&1
  docker inspect -f '{{range .State.Health.Log}}{{.Output}}{{end}}' "$container" | tail -5
  say "FAILED: health is '$status'"
  exit 1
fi
say "healthy (its HEALTHCHECK passed) $(($(date +%s) - launched)) s after the start"

for path in /api/products/category-list/ '/api/products/?pageNum=1' /; do
  code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")"
  [ "$code" = 200 ] || { docker logs --tail 20 "$container"; say "FAILED: GET $path answered $code"; exit 1; }
  say "GET $path: 200"
done

stopping=$(date +%s)
docker stop -t 40 "$container" >/dev/null
exit_code="$(docker inspect -f '{{.State.ExitCode}}' "$container")"
[ "$exit_code" = 0 ] || { docker logs --tail 20 "$container"; say "FAILED: SIGTERM ended it with $exit_code"; exit 1; }
say "SIGTERM: exit 0 after $(($(date +%s) - stopping)) s"
say "passed"
