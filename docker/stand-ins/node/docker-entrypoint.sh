#!/bin/sh
# As in the official node image: a first argument that is an option ("-e", "--version") or not a
# command on PATH (a script name) is run by node; anything else (tar, sh, npm) runs as given.
set -e
if [ "${1#-}" != "$1" ] || [ -z "$(command -v "$1" || true)" ] || { [ -f "$1" ] && ! [ -x "$1" ]; }; then
  set -- node "$@"
fi
exec "$@"
