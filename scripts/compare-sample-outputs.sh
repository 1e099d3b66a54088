#!/bin/sh
# Builds the sample app's documentation — site, Postman collection, OpenAPI spec, llms files and
# .docgen/endpoints — once with docgen as it is at a git ref (default: main) and once with the working tree,
# and lists every file that differs. A change that only moves code must leave it silent (exit 0).
#
#   sh scripts/compare-sample-outputs.sh [REF]
set -eu
ref=${1:-main}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'git -C "$repo" worktree remove --force "$work/docgen-ref" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$repo" worktree add --detach "$work/docgen-ref" "$ref" >/dev/null 2>&1
ln -s "$repo/node_modules" "$work/docgen-ref/node_modules"
(cd "$work/docgen-ref" && node scripts/build-lib.mjs >/dev/null)
(cd "$repo" && node scripts/build-lib.mjs >/dev/null)

build() { # $1 docgen folder, $2 name of the result
  cp -r "$repo/sample-app" "$work/$2"
  rm -rf "$work/$2/public/docs" "$work/$2/.docgen/endpoints"
  DOCGEN_CACHE_DIR="$work/cache-$2" node "$1/bin/docgen.mjs" build --app "$work/$2" --quiet >"$work/$2.log" 2>&1 || true
}
build "$work/docgen-ref" before
build "$repo" after

if diff -r "$work/before/public/docs" "$work/after/public/docs" >"$work/site.diff" \
  && diff -r "$work/before/.docgen/endpoints" "$work/after/.docgen/endpoints" >"$work/endpoints.diff" \
  && diff "$work/before.log" "$work/after.log" >"$work/log.diff"; then
  echo "The sample app's outputs are byte-identical at $ref and in the working tree."
else
  cat "$work/site.diff" "$work/endpoints.diff" "$work/log.diff" 2>/dev/null | head -200
  echo "The sample app's outputs differ between $ref and the working tree (above)." >&2
  exit 1
fi
