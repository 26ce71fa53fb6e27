// Part of `npm run lint`: fails on any circle of imports in the browser code, the contract and the
// server, type-only imports included (eslint's import-x/no-cycle skips those). In the Arabic build
// an import of `x.ts` may resolve to `x.ar.ts`, so both count as imported.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const SOURCES = ['src', 'shared', 'server/src', 'tools']
const ALIASES = { '@/': 'src/', '@contract/': 'shared/contract/' }
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== '__tests__' && name !== 'node_modules') yield* files(path)
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) yield path
  }
}

const SPECIFIERS = [
  /\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
]

function resolveImport(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  const base = alias
    ? join(root, ALIASES[alias], specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null
  if (!base) return []
  const found = EXTENSIONS.map((ext) => base + ext).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
  if (!found) return []
  // A twin imports its English module for its types, which the Arabic build does not redirect.
  const twin = found.replace(/\.(tsx?)$/, '.ar.$1')
  return existsSync(twin) && twin !== found && twin !== from ? [found, twin] : [found]
}

const graph = new Map()
for (const source of SOURCES)
  for (const file of files(join(root, source))) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1')
    const targets = new Set()
    for (const pattern of SPECIFIERS)
      for (const [, specifier] of text.matchAll(pattern))
        for (const target of resolveImport(file, specifier)) targets.add(target)
    graph.set(file, targets)
  }

// Tarjan's strongly connected components: each with more than one file is a circle.
let index = 0
const stack = []
const state = new Map()
const circles = []
function visit(file) {
  const node = { index, low: index, onStack: true }
  index++
  state.set(file, node)
  stack.push(file)
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue
    const seen = state.get(next)
    if (!seen) {
      visit(next)
      node.low = Math.min(node.low, state.get(next).low)
    } else if (seen.onStack) node.low = Math.min(node.low, seen.index)
  }
  if (node.low !== node.index) return
  const component = []
  let member
  do {
    member = stack.pop()
    state.get(member).onStack = false
    component.push(member)
  } while (member !== file)
  if (component.length > 1 || graph.get(file).has(file)) circles.push(component)
}
for (const file of graph.keys()) if (!state.has(file)) visit(file)

if (circles.length) {
  console.error(`Import circles (type-only imports included): ${circles.length}`)
  for (const circle of circles)
    console.error(`  ${circle.map((file) => relative(root, file)).join(' ↔ ')}`)
  process.exit(1)
}
console.log(`No import circles among ${graph.size} modules.`)
