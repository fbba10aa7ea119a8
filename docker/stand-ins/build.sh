#!/usr/bin/env bash
# Makes the base images that docker/*.Dockerfile and docker-compose.yml name available on a
# machine that cannot pull images (see README.md beside this file). For each name:
#   1. an image of that name that is not a stand-in (a real, pulled one) is left alone;
#   2. a stand-in built from the current recipe is kept (the cache between runs);
#   3. otherwise `docker pull` is tried, and only when that fails the stand-in is built.
# Every stand-in is built FROM one Debian bookworm (minbase) made with debootstrap, so Debian's
# packages are downloaded once. Needs root, docker, debootstrap and npm (for the Node package).
#   bash docker/stand-ins/build.sh            STAND_INS=always skips step 3 (no pull attempt)
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
CACHE=${STAND_INS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/softskills/stand-ins}
DOCKER=${DOCKER:-docker}
LABEL=org.softskills.stand-in.recipe
BASE_IMAGE=softskills-stand-ins/debian:bookworm
export DOCKER_BUILDKIT=0

log() { printf '[stand-ins] %s\n' "$*" >&2; }

# --- The names to stand in for, read from the files an operator uses ------------------------
node_major=$(sed -n 's/^ARG NODE_VERSION=//p' "$ROOT/docker/api.Dockerfile" | head -n1)
NODE_IMAGE="node:${node_major}-bookworm-slim"
NGINX_IMAGE=$(sed -n 's/^ARG NGINX_IMAGE=//p' "$ROOT"/docker/*.Dockerfile | sort -u)
MYSQL_IMAGE=$(sed -n 's/^ *image: *\(mysql:.*\)$/\1/p' "$ROOT/docker-compose.yml" | head -n1)
for name in NODE_IMAGE NGINX_IMAGE MYSQL_IMAGE; do
  value=${!name}
  [ -n "$value" ] && [ "$(wc -l <<<"$value")" = 1 ] || { log "cannot tell $name from docker/ and docker-compose.yml: '$value'"; exit 1; }
done

# The exact Node.js package the project runs on (.ci/run installs the same one), and the npm
# that this Node release bundles (its changelog names the last npm upgrade at or before it).
NODE_PACKAGE_VERSION=${NODE_PACKAGE_VERSION:-$(sed -n 's/^NODE_PACKAGE_VERSION=//p' "$ROOT/.ci/run")}
case "$(uname -m)" in x86_64) NODE_ARCH=x64 ;; aarch64) NODE_ARCH=arm64 ;; *) NODE_ARCH=$(uname -m) ;; esac
[ "${NODE_PACKAGE_VERSION%%.*}" = "$node_major" ] || { log "Node $NODE_PACKAGE_VERSION (.ci/run) is not the major $node_major the Dockerfiles use"; exit 1; }

# --- Debian mirrors: the ones apt uses on this machine --------------------------------------
apt_uris() { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v '^ *#' | grep -oE 'https?://[^ ]+' || true; }
MIRROR=${DEBIAN_MIRROR:-$(apt_uris | grep -E '/debian/?$' | head -n1)}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${DEBIAN_SECURITY_MIRROR:-$(apt_uris | grep -E '/debian-security/?$' | head -n1)}
SECURITY_MIRROR=${SECURITY_MIRROR:-http://deb.debian.org/debian-security}

# --- Recipes and the cache -------------------------------------------------------------------
# A recipe's hash covers its folder, this script and whatever else shapes the image; an image
# labelled with the same hash is up to date.
recipe_hash() {
  { cat "$0"; for dir in "$@"; do find "$HERE/$dir" -type f -print0 | sort -z | xargs -0 cat; done; } | sha256sum | cut -c1-16
}
image_label() { "$DOCKER" image inspect --format "{{ index .Config.Labels \"$LABEL\" }}" "$1" 2>/dev/null || true; }
image_exists() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

# The CA bundle Node trusts on this machine (NODE_EXTRA_CA_CERTS, e.g. a TLS-inspecting proxy's).
CA_BUNDLE=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
[ -f "$CA_BUNDLE" ] || CA_BUNDLE=/dev/null

BASE_HASH=$(recipe_hash debian; echo "$MIRROR $SECURITY_MIRROR")
BASE_HASH=$(printf '%s' "$BASE_HASH" | sha256sum | cut -c1-16)
ca_hash=$(sha256sum <"$CA_BUNDLE" | cut -c1-16)
declare -A HASHES=(
  [node]=$( { recipe_hash node; echo "$BASE_HASH $NODE_PACKAGE_VERSION $NODE_ARCH $ca_hash"; } | sha256sum | cut -c1-16)
  [nginx-unprivileged]=$( { recipe_hash nginx-unprivileged; echo "$BASE_HASH"; } | sha256sum | cut -c1-16)
  [mysql]=$( { recipe_hash mysql; echo "$BASE_HASH"; } | sha256sum | cut -c1-16)
)
declare -A NAMES=([node]=$NODE_IMAGE [nginx-unprivileged]=$NGINX_IMAGE [mysql]=$MYSQL_IMAGE)

# --- Building --------------------------------------------------------------------------------
build_base() {
  [ "$(image_label "$BASE_IMAGE")" = "$BASE_HASH" ] && return 0
  command -v debootstrap >/dev/null || { log 'debootstrap is missing (apt-get install debootstrap)'; exit 1; }
  local rootfs="$CACHE/rootfs" started=$SECONDS
  log "debootstrap bookworm (minbase) from $MIRROR"
  rm -rf "$rootfs" && mkdir -p "$rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 \
    || { tail -n 30 "$CACHE/debootstrap.log" >&2; exit 1; }
  install -m 0644 "$HERE/debian/dpkg-slim.cfg" "$rootfs/etc/dpkg/dpkg.cfg.d/slim"
  install -m 0644 "$HERE/debian/apt-docker-clean.conf" "$rootfs/etc/apt/apt.conf.d/docker-clean"
  install -m 0755 "$HERE/debian/policy-rc.d" "$rootfs/usr/sbin/policy-rc.d"
  rm -f "$rootfs/etc/apt/sources.list" "$rootfs/etc/resolv.conf" "$rootfs/etc/hostname"
  sed -e "s#@MIRROR@#$MIRROR#" -e "s#@SECURITY_MIRROR@#$SECURITY_MIRROR#" \
    "$HERE/debian/debian.sources.in" >"$rootfs/etc/apt/sources.list.d/debian.sources"
  # What a slim image leaves out (dpkg-slim.cfg keeps it out of later installs too).
  find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf '{}' +
  rm -rf "$rootfs"/usr/share/{man,info,groff,lintian}/* "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/var/log/*.log "$rootfs"/var/log/apt/* "$rootfs"/tmp/* "$rootfs"/var/cache/debconf/*-old
  tar --numeric-owner -C "$rootfs" -c . | "$DOCKER" import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c "LABEL $LABEL=$BASE_HASH" -c 'CMD ["bash"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
  log "base $BASE_IMAGE built in $((SECONDS - started)) s"
}

# Unpacks an npm package (cached) and prints the folder it is in.
npm_package() {
  local spec=$1 dir="$CACHE/packages/$1"
  if [ ! -f "$dir/package/package.json" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "$spec" >/dev/null && tar -xzf ./*.tgz && rm -f ./*.tgz)
  fi
  printf '%s\n' "$dir/package"
}

# The npm bundled with NODE_PACKAGE_VERSION, read from that release's changelog.
bundled_npm_version() {
  awk -v version="$NODE_PACKAGE_VERSION" '
    index($0, "Version " version " ") { found = 1 }
    found && match($0, /upgrade npm to [0-9]+\.[0-9]+\.[0-9]+/) { print substr($0, RSTART + 15, RLENGTH - 15); exit }
  ' "$1"/CHANGELOG.md
}

stage_context() {
  local name=$1 context="$CACHE/context/$1"
  rm -rf "$context" && mkdir -p "$context"
  cp -a "$HERE/$name/." "$context/"
  if [ "$name" = node ]; then
    local node npm_version
    # The copy .ci/run installed, else the same package fetched here.
    node="${XDG_CACHE_HOME:-$HOME/.cache}/softskills/node-linux-$NODE_ARCH-$NODE_PACKAGE_VERSION"
    [ -x "$node/bin/node" ] && [ -f "$node/CHANGELOG.md" ] || node=$(npm_package "node-linux-$NODE_ARCH@$NODE_PACKAGE_VERSION")
    npm_version=$(bundled_npm_version "$node")
    [ -n "$npm_version" ] || { log "no npm version in the changelog of Node $NODE_PACKAGE_VERSION"; exit 1; }
    mkdir -p "$context/node/bin"
    cp -al "$node/bin/node" "$context/node/bin/node" 2>/dev/null || cp -a "$node/bin/node" "$context/node/bin/node"
    cp -al "$node/include" "$context/node/include" 2>/dev/null || cp -a "$node/include" "$context/node/include"
    cp -a "$(npm_package "npm@$npm_version")" "$context/npm"
    cp "$CA_BUNDLE" "$context/ca-bundle.crt"
    log "node stand-in: Node $NODE_PACKAGE_VERSION, npm $npm_version"
  fi
  printf '%s\n' "$context"
}

build_stand_in() {
  local recipe=$1 name=${NAMES[$1]} hash=${HASHES[$1]} context started=$SECONDS
  context=$(stage_context "$recipe")
  "$DOCKER" build --quiet --label "$LABEL=$hash" --build-arg "BASE=$BASE_IMAGE" \
    --build-arg "NODE_VERSION=$NODE_PACKAGE_VERSION" -t "$name" "$context" >"$CACHE/$recipe.log" 2>&1 \
    || { cat "$CACHE/$recipe.log" >&2; log "building the $name stand-in failed"; return 1; }
  rm -rf "$context"
  log "$name: stand-in built in $((SECONDS - started)) s ($("$DOCKER" image inspect --format '{{.Size}}' "$name" | awk '{printf "%.0f MB", $1 / 1e6}'))"
}

mkdir -p "$CACHE"
todo=()
for recipe in node nginx-unprivileged mysql; do
  name=${NAMES[$recipe]}
  label=$(image_label "$name")
  if [ "$label" = "${HASHES[$recipe]}" ]; then
    log "$name: stand-in up to date"
  elif image_exists "$name" && [ -z "$label" ]; then
    log "$name: a real image is present, kept"
  elif [ "${STAND_INS:-auto}" != always ] && timeout 300 "$DOCKER" pull --quiet "$name" >/dev/null 2>&1; then
    log "$name: pulled"
  else
    todo+=("$recipe")
  fi
done
[ ${#todo[@]} -eq 0 ] && exit 0

build_base
# The three stand-ins mostly wait on downloads (Debian packages, the Node package): build them
# side by side.
pids=()
for recipe in "${todo[@]}"; do build_stand_in "$recipe" & pids+=($!); done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
