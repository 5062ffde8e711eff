#!/bin/sh
# Screenshots as text for the docs (`make screenshots`): the released `mosaic gallery --thumbnails` in every
# graphics mode `--graphics` takes, and `mosaic ui --accessible` in tmux, written to docs/screenshots/gallery-*.txt.
# Offline (no API key), in a fresh data folder, so every run draws the same embedded photos. Escape sequences are
# shown escaped (\e, \a); a picture's sequence (Sixel, kitty's graphics, iTerm2's inline images) keeps its first
# 48 characters and says how long it was.
#
#   Tools/scripts/screenshots.sh [path/to/mosaic] [output folder]
set -eu

MOSAIC=${1:-.build-e2e/prefix/bin/mosaic}
OUT=${2:-docs/screenshots}
if [ ! -x "$MOSAIC" ]; then
  echo "screenshots: no mosaic at '$MOSAIC'; run \`make install-e2e\` or pass the binary's path." >&2
  exit 64
fi
MOSAIC=$(cd "$(dirname "$MOSAIC")" && pwd)/$(basename "$MOSAIC")
mkdir -p "$OUT"
SANDBOX=$(mktemp -d)
trap 'tmux -S "$SANDBOX/tmux.sock" kill-server 2>/dev/null || true; rm -rf "$SANDBOX"' EXIT INT TERM

# The environment of every run: nothing from this shell but what a clean terminal has.
run() {
  env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$SANDBOX/home" XDG_DATA_HOME="$SANDBOX/data" \
    XDG_CACHE_HOME="$SANDBOX/cache" XDG_CONFIG_HOME="$SANDBOX/config" LANG=C.UTF-8 TZ=UTC TERM=xterm-256color \
    COLORTERM=truecolor "$@"
}

# Escapes shown as text; a picture protocol's sequence cut to its start and its length.
escaped() {
  perl -0777 -pe '
    sub cut { my ($s) = @_; my $n = length $s; $n <= 64 ? $s : substr($s, 0, 48) . "…[$n bytes]" }
    s{(\e(?:P[^\e]*|_G[^\e]*|\]1337;[^\a\e]*)(?:\e\\|\a))}{cut($1)}ge;
    s/\e/\\e/g; s/\a/\\a/g; s/[ \t]+$//mg;'
}

for mode in truecolor 256 kitty sixel iterm2 text; do
  {
    echo "\$ mosaic gallery --thumbnails --per-page 6 --width 72 --graphics $mode"
    run "$MOSAIC" gallery --thumbnails --per-page 6 --width 72 --graphics "$mode" 2>&1 | escaped
  } >"$OUT/gallery-$mode.txt"
  echo "$OUT/gallery-$mode.txt"
done

# The accessible mode is the app's: tmux runs it in a 100 × 30 pane and the whole session is read back.
if command -v tmux >/dev/null 2>&1; then
  tmux -S "$SANDBOX/tmux.sock" -f /dev/null new-session -d -s shots -x 100 -y 30 \
    "env -i PATH=/usr/local/bin:/usr/bin:/bin HOME='$SANDBOX/home' XDG_DATA_HOME='$SANDBOX/data' \
XDG_CACHE_HOME='$SANDBOX/cache' XDG_CONFIG_HOME='$SANDBOX/config' LANG=C.UTF-8 TZ=UTC TERM=xterm-256color \
'$MOSAIC' ui --accessible; echo exit=\$?; sleep 60"
  tries=0
  until tmux -S "$SANDBOX/tmux.sock" capture-pane -p -t shots | grep -q 'Page 1 of 12'; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ]; then
      echo "screenshots: the accessible app never showed its first page." >&2
      exit 1
    fi
    sleep 0.1
  done
  tmux -S "$SANDBOX/tmux.sock" send-keys -t shots q
  sleep 0.5
  {
    echo "\$ mosaic ui --accessible    # then q"
    tmux -S "$SANDBOX/tmux.sock" capture-pane -p -J -S - -E - -t shots | sed -e 's/[ \t]*$//' | sed -e '/^$/N;/^\n$/D'
  } >"$OUT/gallery-accessible.txt"
  echo "$OUT/gallery-accessible.txt"
else
  echo "screenshots: tmux is not installed (\`make deps\`), so the accessible mode's screenshot was left out." >&2
fi
