#!/usr/bin/env bash
# Regenerates the body font's core face (ADR 024) from the Latin file of
# @fontsource-variable/plus-jakarta-sans. Needs fontTools with brotli (Debian: apt-get install
# python3-fonttools python3-brotli). Keep UNICODES equal to the core face's unicode-range in
# src/styles/fonts.css; the prerender test fails when a page shows a character outside it.
set -euo pipefail
cd "$(dirname "$0")/../.."

UNICODES='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B2-00B3,U+00B7,U+00C0-00FF,U+0131,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2032-2033,U+20AC,U+2192,U+2212'

/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 \
  --unicodes="$UNICODES" \
  --layout-features='kern,liga,calt,tnum,pnum' \
  --flavor=woff2 \
  --output-file=src/assets/fonts/plus-jakarta-sans-core-wght-normal.woff2
