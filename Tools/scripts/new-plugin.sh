#!/usr/bin/env bash
# Writes an out-of-tree Mosaic plugin package in DIR that builds with `swift build` alone (it depends on
# Packages/PluginKit of this repository, not on the host): the command `mosaic NAME` (the name in lower case), the
# route `mosaic://NAME` and a section on the photo page.
#
#   Tools/scripts/new-plugin.sh Weather ~/src/weather-plugin
set -euo pipefail
name=${1:-}
dir=${2:-}
if [ -z "$name" ] || [ -z "$dir" ]; then
  echo "new-plugin: give a name and a folder, like 'make new-plugin NAME=Weather DIR=../weather-plugin'." >&2
  exit 2
fi
if ! printf '%s' "$name" | grep -Eq '^[A-Z][A-Za-z0-9]{0,30}$'; then
  echo "new-plugin: the name '$name' should be a word in UpperCamelCase, like 'Weather'." >&2
  exit 2
fi
if [ -e "$dir/Package.swift" ]; then
  echo "new-plugin: '$dir' already holds a package; pick an empty folder." >&2
  exit 1
fi
id=$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')
kit="$(cd "$(dirname "$0")/../.." && pwd)/Packages/PluginKit"
mkdir -p "$dir/Sources/$id"

cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

// The $name plugin for Mosaic. Build: swift build -c release --static-swift-stdlib && cp .build/release/$id .
// Install: mosaic plugins add .
let package = Package(
  name: "${name}Plugin",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$kit")],
  targets: [
    .executableTarget(name: "$id", dependencies: [.product(name: "PluginKit", package: "PluginKit")])
  ],
  swiftLanguageModes: [.v6]
)
SWIFT

cat > "$dir/mosaic-plugin.json" <<JSON
{
  "id": "$id",
  "version": "0.1.0",
  "api": {"min": 1, "max": 2},
  "names": {"en": "$name", "de": "$name"},
  "executable": "$id",
  "contributions": {
    "commands": [{"name": "$id", "summary": {"en": "$name says hello"}, "arguments": [{"name": "who", "help": "Whom to greet", "optional": true}]}],
    "routes": [{"pattern": "$id", "summary": "$name's page"}],
    "sections": [{"id": "$id", "slot": "photo", "title": {"en": "$name"}}]
  }
}
JSON

cat > "$dir/Sources/$id/main.swift" <<SWIFT
import Foundation
import PluginKit

// Each handler's call has \`host\`: HTTP to the origins in "permissions.network", its own storage with
// "storage": true, the person's favorites, saved articles and settings with "read" (docs/plugins.md).
var runner = PluginRunner(id: "$id", version: "0.1.0")
runner.command("$id") { call in
  PluginOutput(title: "$name", lines: ["Hello, \(call.arguments.first ?? "world")!"])
}
runner.route { _ in PluginOutput(title: "$name", lines: ["The page of $name."]) }
runner.section("$id") { call in
  [PluginItem(id: "size", kind: .field, title: "Pixels", detail: "\(call.subject["width"] ?? "?") × \(call.subject["height"] ?? "?")")]
}
exit(runner.run())
SWIFT

echo "new-plugin: wrote $dir; build it with 'swift build -c release --static-swift-stdlib && cp .build/release/$id .' there, then 'mosaic plugins add $dir'."
