#!/usr/bin/env bash
# Makes a stand-in for the public node:20-bookworm-slim image on a machine that reaches no image
# registry: a minimal Debian bookworm from debootstrap, this machine's Node 20 and npm where the
# official image keeps them (/usr/local), and the `node` user (uid 1000) it provides. It also
# trusts what this machine trusts (its CA bundle, as NODE_EXTRA_CA_CERTS), since a machine like
# this one may reach the npm registry through a TLS-inspecting proxy. Only for building the
# Dockerfile here; anywhere else the Dockerfile uses the public image unchanged.
#
#   scripts/local-node-base.sh [tag]        (default tag: makers-pantry/node-base:20-bookworm-slim)
#
# Needs root, debootstrap and a reachable Debian mirror (DEBIAN_MIRROR, default deb.debian.org).
set -euo pipefail
tag="${1:-makers-pantry/node-base:20-bookworm-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
case "$("$node_bin" --version)" in v20.*) ;; *) echo "needs Node 20 on this machine" >&2; exit 1 ;; esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ca_bundle="${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}"
mkdir -p "$root/etc/ssl/certs"
cp "$ca_bundle" "$root/etc/ssl/certs/host-ca-bundle.crt"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -c . | docker import --change 'CMD ["node"]' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-bundle.crt' --change 'ENV NODE_VERSION='"$("$node_bin" --version | tr -d v)" - "$tag"
docker run --rm "$tag" node -e 'console.log("base image:", process.version)'
