#!/usr/bin/env bash
# Checks what `make run` and `make test` need from the system and installs what is missing when it
# can (as root, or with password-less sudo); otherwise stops with the exact command to run.
set -euo pipefail

# libpng-dev and libjpeg62-turbo-dev: the image decoders the ImageCodecs target links.
# libxml2-dev: the HTML parser of the ArticleExtraction target; zlib1g-dev: the reader benchmark reads gzip.
# The released `mosaic` links the archives of SQLite, libjpeg, libpng and zlib these packages install.
# graphviz: `dot` draws docs/module-graph.svg for `make graph`.
# sqlite3: the end-to-end tests change a database as another program would (drop a table).
packages=(libsqlite3-dev sqlite3 libpng-dev libjpeg62-turbo-dev libxml2-dev zlib1g-dev tmux curl time graphviz)
missing=()

if ! command -v swift >/dev/null 2>&1; then
  echo "install-deps: the Swift toolchain is not on PATH; install Swift 6.1 or later from swift.org and retry." >&2
  exit 1
fi

if command -v dpkg-query >/dev/null 2>&1; then
  # One query for all of them: every `make test-<Package>` runs this check, and each dpkg-query reads dpkg's
  # whole database (ten of them took about a second of the developer's loop on a loaded machine).
  installed=$'\n'$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null || true)$'\n'
  for package in "${packages[@]}"; do
    [[ "$installed" == *$'\n'"$package install ok installed"$'\n'* ]] || missing+=("$package")
  done
else
  # Not Debian: check the pieces themselves.
  [ -e /usr/include/sqlite3.h ] || [ -e /opt/homebrew/include/sqlite3.h ] || [ "$(uname)" = Darwin ] || missing+=(libsqlite3-dev)
  [ -e /usr/include/png.h ] || [ -e /opt/homebrew/include/png.h ] || [ -e /usr/local/include/png.h ] || missing+=(libpng-dev)
  [ -e /usr/include/libxml2/libxml/HTMLparser.h ] || [ "$(uname)" = Darwin ] || missing+=(libxml2-dev)
  [ -e /usr/include/zlib.h ] || [ "$(uname)" = Darwin ] || missing+=(zlib1g-dev)
  [ -e /usr/include/jpeglib.h ] || [ -e /opt/homebrew/include/jpeglib.h ] || [ -e /usr/local/include/jpeglib.h ] \
    || missing+=(libjpeg62-turbo-dev)
  command -v tmux >/dev/null 2>&1 || missing+=(tmux)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v dot >/dev/null 2>&1 || missing+=(graphviz)
  command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
  # GNU time measures peak memory in the hostile-server tests.
  [ -x /usr/bin/time ] || missing+=(time)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: missing ${missing[*]}; install them with your system's package manager and retry." >&2
  exit 1
fi

runner=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    runner=(sudo -n)
  else
    echo "install-deps: missing ${missing[*]}; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${runner[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
  || { "${runner[@]}" apt-get update >/dev/null && "${runner[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
