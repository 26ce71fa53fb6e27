// Both benchmark scripts write their own section of docs/benchmarks.md and leave the others alone.
import { readFileSync, writeFileSync } from 'node:fs'

const FILE = 'docs/benchmarks.md'

/** Replaces the section that starts with `## ${heading}` (or appends it) and says so. */
export function writeBenchmarkSection(heading, section) {
  let existing = '# Benchmarks\n'
  try {
    existing = readFileSync(FILE, 'utf8')
  } catch {
    // first run
  }
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const marker = new RegExp(`## ${escaped}[\\s\\S]*?(?=\\n## |$)`)
  writeFileSync(
    FILE,
    marker.test(existing)
      ? existing.replace(marker, section.trimEnd() + '\n')
      : `${existing.trimEnd()}\n\n${section}`,
  )
  console.log(`Updated ${FILE}`)
}
