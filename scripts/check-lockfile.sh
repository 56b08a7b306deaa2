#!/usr/bin/env bash
# Does `npm ci` accept package-lock.json on a clean machine? Copies the manifests and the lock file
# into an empty folder and runs `npm ci --dry-run` there, so an installed node_modules cannot hide a
# lock file that lacks another platform's optional packages (npm ci refuses such a lock file).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
git ls-files --cached --others --exclude-standard -- 'package.json' '*/package.json' | while read -r f; do
  mkdir -p "$tmp/$(dirname "$f")"
  cp "$f" "$tmp/$f"
done
cp package-lock.json "$tmp/"
[ -f .npmrc ] && cp .npmrc "$tmp/"
cd "$tmp"
if npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$tmp/ci.log" 2>&1; then
  echo "package-lock.json: npm ci accepts it on a clean machine"
else
  grep -E 'npm error (Missing|Invalid|`npm ci`)' "$tmp/ci.log" >&2 || tail -20 "$tmp/ci.log" >&2
  echo "package-lock.json: npm ci refuses it (see above). A package that lacks a version for every platform on the registry needs a pinned override in package.json." >&2
  exit 1
fi
