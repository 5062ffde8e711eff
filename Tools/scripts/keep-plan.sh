#!/usr/bin/env bash
# Keeps SwiftPM's build plan in a shared scratch folder when it is still right for the next build, and removes it
# when it is not, so that SwiftPM plans again.
#
#   Tools/scripts/keep-plan.sh SCRATCH PACKAGE_DIR [FLAGS...]
#
# SwiftPM writes one plan per scratch folder (debug.yaml) and re-plans only when the files or the manifest of the
# *root* package change. In a folder several roots share (the Makefile's .build-shared) that is not enough: a
# plan made for another root would be reused (and its test bundle run), and a file added to a dependency such as
# Packages/Core would not be compiled. So the plan is kept only when it was made for this root, with these
# flags, with the same files in every package of the repository and the same manifests; otherwise it is removed.
# Keeping it saves re-planning (about 1.5 s) on every `make test-<Package>` of the developer's loop.
set -euo pipefail
scratch=$1
package=$2
shift 2
root=$(cd "$package" && pwd -P)
plan=$scratch/debug.yaml
stamp=$scratch/mosaic-plan.key
cd "$(dirname "$0")/../.."

# Without git to list the files, every build plans anew.
if git rev-parse --git-dir >/dev/null 2>&1; then
  key=$(
    {
      printf '%s\n' "$root" "$*"
      git ls-files --cached --others --exclude-standard -- Packages App Tests Tools | sort
      git ls-files --cached --others --exclude-standard -z -- '*Package.swift' | sort -z | xargs -0 cat
    } | cksum
  )
else
  key=unknown-$$
fi

# The plan names the root's manifest among what it watches; a plan made for another root (also one outside make,
# such as the scaffold test's clone) does not.
if [ -f "$plan" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ] && grep -qF "\"$root/Package.swift\"" "$plan"
then
  exit 0
fi
rm -f "$plan" "$scratch/plugin-tools.yaml" "$stamp"
mkdir -p "$scratch"
printf '%s\n' "$key" >"$stamp"
