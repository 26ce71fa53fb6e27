#!/usr/bin/env bash
# Regenerates the body font's core faces: the Latin one (ADR 024) from the Latin file of
# @fontsource-variable/plus-jakarta-sans, and the Arabic one (ADR 035) from the Arabic file of
# @fontsource-variable/cairo. Needs fontTools with brotli (Debian: apt-get install
# python3-fonttools python3-brotli). Keep each UNICODES equal to its core face's unicode-range
# (LATIN in src/styles/fonts.css, ARABIC in src/styles/fonts.ar.css); the prerender tests fail
# when a page shows a character outside them.
set -euo pipefail
cd "$(dirname "$0")/../.."

LATIN='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B2-00B3,U+00B7,U+00C0-00FF,U+0131,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2032-2033,U+20AC,U+2192,U+2212'

/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 \
  --unicodes="$LATIN" \
  --layout-features='kern,liga,calt,tnum,pnum' \
  --flavor=woff2 \
  --output-file=src/assets/fonts/plus-jakarta-sans-core-wght-normal.woff2

# The Arabic letters, their marks (harakat), tatweel, Arabic-Indic digits and punctuation, and the
# joiners and marks Cairo's Arabic file covers beside them; every layout feature, since Arabic
# needs its contextual forms, ligatures and mark positioning.
ARABIC='U+060C,U+061B,U+061F,U+0621-063A,U+0640-065F,U+0660-066D,U+0670,U+200C-200E,U+2010-2011,U+204F,U+2E41'

/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2 \
  --unicodes="$ARABIC" \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/assets/fonts/cairo-arabic-core-wght-normal.woff2
