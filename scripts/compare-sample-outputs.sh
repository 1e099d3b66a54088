#!/bin/sh
# Builds the sample app's documentation — site, Postman collection, OpenAPI spec, llms files and
# .docgen/endpoints — once with docgen as it is at a git ref (default: main) and once with the working tree,
# and lists every file that differs. A change that only moves code must leave it silent (exit 0).
# Options after the ref go to both builds, to compare another theme or type than the sample's own.
#
#   sh scripts/compare-sample-outputs.sh [REF [docgen build options…]]
#   sh scripts/compare-sample-outputs.sh main --type framework --theme elements
set -eu
ref=${1:-main}
[ $# -gt 0 ] && shift
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'git -C "$repo" worktree remove --force "$work/docgen-ref" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$repo" worktree add --detach "$work/docgen-ref" "$ref" >/dev/null 2>&1
# Each package linked, not the folder: the ref keeps its own node_modules/.cache, where docgen build puts its project.
mkdir "$work/docgen-ref/node_modules"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do ln -s "$entry" "$work/docgen-ref/node_modules/"; done
(cd "$work/docgen-ref" && node scripts/build-lib.mjs >/dev/null)
(cd "$repo" && node scripts/build-lib.mjs >/dev/null)

build() { # $1 docgen folder, $2 name of the result, then the build's options
  folder=$1 name=$2
  shift 2
  cp -r "$repo/sample-app" "$work/$name"
  rm -rf "$work/$name/public/docs" "$work/$name/.docgen/endpoints"
  # The command's entry: bin/docgen.cjs, bin/docgen.mjs before it.
  bin="$folder/bin/docgen.cjs"
  [ -f "$bin" ] || bin="$folder/bin/docgen.mjs"
  DOCGEN_CACHE_DIR="$work/cache-$name" node "$bin" build --app "$work/$name" --quiet "$@" >"$work/$name.log" 2>&1 || true
}
build "$work/docgen-ref" before "$@"
build "$repo" after "$@"

# The whole app: the site, or the framework view, pages, assets, routes, collection and spec.
if diff -r "$work/before" "$work/after" >"$work/app.diff" \
  && diff "$work/before.log" "$work/after.log" >"$work/log.diff"; then
  echo "The sample app's outputs are byte-identical at $ref and in the working tree${*:+ (with $*)}."
else
  cat "$work/app.diff" "$work/log.diff" 2>/dev/null | head -200
  echo "The sample app's outputs differ between $ref and the working tree (above)." >&2
  exit 1
fi
