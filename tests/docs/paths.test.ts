// @vitest-environment node
// The README and the decision records name files and folders so a newcomer can find them; a name
// that no longer exists sends them looking for nothing. Paths the repository ignores (a build, the
// local database) are made at run time and are not checked.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, basename } from 'node:path'

const ROOTS = [
  'src/',
  'server/',
  'shared/',
  'tests/',
  'docs/',
  'public/',
  '.ci/',
  'deploy/',
  'build/',
]

const documents = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** Code spans, and the first word of each line inside a fenced block (the README's map). */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '')
  const fenced = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((block) =>
    (block[1] ?? '').split('\n').map((line) => line.trim().split(/\s+/)[0] ?? ''),
  )
  return [...spans, ...fenced]
    .filter((token) => ROOTS.some((root) => token.startsWith(root)))
    .filter((token) => !/[…*{}<>$]/.test(token))
    .map((token) => token.replace(/[.,:;)]+$/, '').replace(/\/$/, ''))
}

const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path])
    return true
  } catch {
    return false
  }
}

/** `docs/decisions/007` names the record whose file starts so. */
const exists = (path: string) =>
  existsSync(path) ||
  (existsSync(dirname(path)) &&
    readdirSync(dirname(path)).some((name) => name.startsWith(basename(path))))

describe('the documentation', () => {
  it.each(documents)('names only paths that exist in %s', (document) => {
    const missing = namedPaths(readFileSync(document, 'utf8')).filter(
      (path) => !exists(path) && !ignored(path),
    )
    expect(missing).toEqual([])
  })

  it('is checked at all: the README names paths', () => {
    expect(namedPaths(readFileSync('README.md', 'utf8')).length).toBeGreaterThan(20)
  })
})
