#!/usr/bin/env bash
# `make install PREFIX=…` and `make uninstall PREFIX=…`: the release `mosaic`, its bash, zsh and fish
# completions (ArgumentParser writes them) and its man page (from `mosaic --experimental-dump-help`).
# Uninstall removes exactly the files install writes, nothing else.
#   install.sh install PREFIX MOSAIC_BINARY MOSAIC_REPO_BINARY
#   install.sh uninstall PREFIX
set -euo pipefail

files=(
  bin/mosaic
  share/bash-completion/completions/mosaic
  share/zsh/site-functions/_mosaic
  share/fish/vendor_completions.d/mosaic.fish
  share/man/man1/mosaic.1
)

action=${1:-}
prefix=${2:-}
if [ -z "$prefix" ]; then
  echo "install.sh: no PREFIX given; run 'make install PREFIX=~/.local'." >&2
  exit 64
fi

case "$action" in
  install)
    binary=${3:?the release mosaic binary}
    repo_tool=${4:?the mosaic-repo binary}
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    version=$("$binary" --version)
    changelog_version=$(sed -n 's/^## \[\{0,1\}\([0-9][0-9.]*\)\]\{0,1\}.*/\1/p' "$(dirname "$0")/../../CHANGELOG.md" | head -1)
    if [ "$version" != "$changelog_version" ]; then
      echo "install.sh: 'mosaic --version' says '$version' but CHANGELOG.md's top entry is '$changelog_version'; make them agree." >&2
      exit 1
    fi
    "$binary" --generate-completion-script bash >"$scratch/mosaic.bash"
    "$binary" --generate-completion-script zsh >"$scratch/_mosaic"
    "$binary" --generate-completion-script fish >"$scratch/mosaic.fish"
    "$binary" --experimental-dump-help >"$scratch/help.json"
    "$repo_tool" man "$scratch/help.json" "$version" >"$scratch/mosaic.1"
    install -D -m 0755 "$binary" "$prefix/bin/mosaic"
    install -D -m 0644 "$scratch/mosaic.bash" "$prefix/share/bash-completion/completions/mosaic"
    install -D -m 0644 "$scratch/_mosaic" "$prefix/share/zsh/site-functions/_mosaic"
    install -D -m 0644 "$scratch/mosaic.fish" "$prefix/share/fish/vendor_completions.d/mosaic.fish"
    install -D -m 0644 "$scratch/mosaic.1" "$prefix/share/man/man1/mosaic.1"
    for file in "${files[@]}"; do echo "installed $prefix/$file"; done
    ;;
  uninstall)
    for file in "${files[@]}"; do
      if [ -e "$prefix/$file" ]; then
        rm -f "$prefix/$file"
        echo "removed $prefix/$file"
      fi
    done
    ;;
  *)
    echo "install.sh: unknown action '$action'; use 'install' or 'uninstall'." >&2
    exit 64
    ;;
esac
