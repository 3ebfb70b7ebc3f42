#!/usr/bin/env bash
# Brings the compose topology up (compose.yaml) and checks that it serves the shop through the
# proxy: both servers turn healthy (ready), the API and web app answer on the proxy's port, the
# demo catalogue can be loaded, and with one server stopped every request still answers 200. Then
# takes it all down with its volumes. Needs a Docker engine that can pull the public images
# (postgres, redis, minio, nginx) and `docker compose` or `docker-compose`.
#
#   scripts/check-compose.sh            (PROXY_PORT, default 8080; NODE_IMAGE as for the build)
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PROXY_PORT:-8080}"
export PROXY_PORT="$port"
project="mpcheck$$"
if docker compose version >/dev/null 2>&1; then compose=(docker compose -p "$project");
else compose=(docker-compose -p "$project"); fi
say() { printf 'check-compose: %s\n' "$*"; }
cleanup() { "${compose[@]}" down -v --remove-orphans >/dev/null 2>&1 || true; }
trap cleanup EXIT

started=$(date +%s)
"${compose[@]}" up -d --build >/tmp/"$project"-up.log 2>&1 ||
  { tail -40 /tmp/"$project"-up.log; "${compose[@]}" logs --tail 30; say "FAILED: up"; exit 1; }
say "up in $(($(date +%s) - started)) s"

for _ in $(seq 1 90); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/api/products/category-list/" && break
  sleep 2
done
for service in server-1 server-2; do
  id="$("${compose[@]}" ps -q "$service")"
  say "$service: $(docker inspect -f '{{.State.Health.Status}}' "$id")"
done

"${compose[@]}" --profile demo run --rm seed >/tmp/"$project"-seed.log 2>&1 ||
  { tail -20 /tmp/"$project"-seed.log; say "FAILED: seed"; exit 1; }
say "demo catalogue loaded"

check() {
  local path="$1" code
  code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")"
  [ "$code" = 200 ] || { "${compose[@]}" logs --tail 20; say "FAILED: GET $path answered $code"; exit 1; }
}
for path in / /api/products/category-list/ '/api/products/?pageNum=1' '/api/products/search/?keyword=ragi'; do
  check "$path"
  say "through the proxy, GET $path: 200"
done

"${compose[@]}" stop server-1 >/dev/null
for _ in $(seq 1 20); do check '/api/products/?pageNum=1'; done
say "server-1 stopped: 20 of 20 requests through the proxy answered 200"
"${compose[@]}" start server-1 >/dev/null
say "passed"
