// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { contentPreload } from '../content-preload'

const resolve = contentPreload(process.cwd())
const context = { hostId: 'assets/index-AbCd1234.js', hostType: 'js' as const }

describe('what a dynamic import preloads', () => {
  it('lists nothing for a content file, in either language, whose page preloads it anyway', () => {
    for (const chunk of [
      'assets/international-relocation-japan-qatar-AbCd_123.js',
      'assets/international-relocation-united-kingdom-qatar.ar-AbCd-123.js',
      'assets/why-moving-insurance-matters-Zz9Yy8Xx.js',
    ])
      expect(resolve(chunk, [chunk, 'assets/images-Qq1Ww2Ee.js'], context)).toEqual([])
  })

  it('keeps the dependencies of every other chunk', () => {
    const deps = ['assets/about-AbCd1234.js', 'assets/about-AbCd1234.css']
    expect(resolve('assets/about-AbCd1234.js', deps, context)).toEqual(deps)
    expect(resolve('assets/quote-planner-AbCd1234.js', deps, context)).toEqual(deps)
  })
})
