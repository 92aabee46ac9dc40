#!/usr/bin/env bash
# Pins every image of the deploy by digest, at release time (README "Containers: deploy/"): each
# `image: name:tag` of deploy/compose.yaml without a digest, and the Dockerfile's base image
# (ARG NODE_IMAGE), become `name:tag@sha256:…`, the digest of the tag's manifest list as the
# registry answers now (`docker buildx imagetools inspect`). The tag stays for people to read; the
# digest is what is pulled. Review the diff and commit it. Needs docker with buildx and the network.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

digest() {
  docker buildx imagetools inspect "$1" --format '{{json .Manifest}}' |
    sed -n 's/.*"digest":"\(sha256:[0-9a-f]\{64\}\)".*/\1/p' | head -1
}

pin() { # file, the text before the image, the image
  local file="$1" lead="$2" image="$3" d
  d="$(digest "$image")"
  [ -n "$d" ] || { echo "pin-digests: no digest for $image" >&2; exit 1; }
  # The image names here hold no character sed would read as a pattern but `.`, which matches itself too.
  sed -i "s|^${lead}${image}\$|${lead}${image}@${d}|" "$file"
  echo "$image@$d"
}

grep -E '^\s*image: [^@]+:[^@]+$' "$here/compose.yaml" | grep -v 'docvue-exchange:' |
  while read -r _ image; do
    lead="$(grep -E "^\s*image: ${image}\$" "$here/compose.yaml" | head -1 | sed "s|${image}\$||")"
    pin "$here/compose.yaml" "$lead" "$image"
  done

node_image="$(sed -n 's/^ARG NODE_IMAGE=\([^@]*\)$/\1/p' "$here/Dockerfile")"
if [ -n "$node_image" ]; then pin "$here/Dockerfile" 'ARG NODE_IMAGE=' "$node_image"; fi
