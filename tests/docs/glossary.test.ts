// @vitest-environment node
// docs/glossary-ar.md retires Arabic terms that readers misread (a leg called a milestone, won and
// lost as a colloquial first person). Every Arabic module must keep to it: a retired term that
// comes back, in a message or a page, fails here with the file and the term.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const glossary = readFileSync('docs/glossary-ar.md', 'utf8')

/** The first column of the "Retired terms" table. */
function retiredTerms() {
  const section = glossary.split('\n## Retired terms\n')[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1]!.trim())
    .filter((term) => term && term !== 'Retired')
}

const arabicModules = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ar.ts'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(src|shared|server)\//.test(path))

describe('The Arabic glossary', () => {
  it('lists the retired terms, and the Arabic modules to hold to it', () => {
    expect(retiredTerms()).toEqual(expect.arrayContaining(['خسرناه', 'المراحل الأخرى']))
    expect(arabicModules).toEqual(
      expect.arrayContaining([
        'src/console/app/console.messages.ar.ts',
        'shared/contract/staff-messages.ar.ts',
        'src/features/tracking/tracking-list.messages.ar.ts',
      ]),
    )
  })

  it('finds no retired term in any Arabic module', () => {
    const found = arabicModules.flatMap((path) => {
      const text = readFileSync(path, 'utf8')
      return retiredTerms()
        .filter((term) => text.includes(term))
        .map((term) => `${path}: «${term}»`)
    })
    expect(found).toEqual([])
  })
})
