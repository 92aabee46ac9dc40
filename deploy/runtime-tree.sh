#!/usr/bin/env bash
# Lays out in OUT_DIR what the production image holds (deploy/Dockerfile's last stage copies it):
# the server's runtime packages only (`npm ci --omit=dev --workspace apps/server`), the compiled
# server (apps/server/dist) and the built web app (apps/web/dist), both made by `npm run build`.
# Outside a container too: .ci/run lays it out and starts the server from it, so what the image
# would run is what CI ran. Start it with `cd OUT_DIR/apps/server && node dist/main.js`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: deploy/runtime-tree.sh OUT_DIR}"
if [ ! -f "$root/apps/server/dist/main.js" ] || [ ! -f "$root/apps/web/dist/index.html" ]; then
  echo "deploy/runtime-tree.sh: run 'npm run build' first" >&2
  exit 1
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
for f in package.json package-lock.json packages/contracts/package.json apps/server/package.json apps/web/package.json; do
  mkdir -p "$out/$(dirname "$f")"
  cp "$root/$f" "$out/$f"
done
# The contracts are compiled into the server (build.mjs): only their manifest is needed, for the
# workspace link npm makes.
(cd "$out" && npm ci --omit=dev --workspace apps/server --no-audit --no-fund --loglevel=error)
rm -rf "$out/apps/server/dist" "$out/apps/web/dist"
cp -R "$root/apps/server/dist" "$out/apps/server/dist"
cp -R "$root/apps/web/dist" "$out/apps/web/dist"
echo "runtime tree in $out: $(du -sh "$out" | cut -f1)"
