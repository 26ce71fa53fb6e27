// @vitest-environment node
import { moduleChunkMap } from '../module-chunk-map'

describe('the module-chunk-map build plugin', () => {
  test('should name the chunk that holds each source module, shared chunks included', () => {
    const plugin = moduleChunkMap()
    ;(plugin.configResolved as (config: { root: string }) => void)({ root: '/repo' })
    const emitted: Array<{ fileName: string; source: string }> = []
    const generateBundle = plugin.generateBundle as unknown as (
      this: { emitFile: (file: { fileName: string; source: string }) => void },
      options: object,
      bundle: object,
    ) => void
    generateBundle.call(
      { emitFile: (file) => void emitted.push(file) },
      {},
      {
        'assets/index-a1.js': {
          type: 'chunk',
          fileName: 'assets/index-a1.js',
          moduleIds: ['/repo/src/main.tsx', '/repo/src/app/app.tsx'],
        },
        'assets/shared-b2.js': {
          type: 'chunk',
          fileName: 'assets/shared-b2.js',
          moduleIds: ['/repo/src/content/services/house-moving-companies-qatar.ts'],
        },
        'assets/index-c3.css': { type: 'asset', fileName: 'assets/index-c3.css' },
      },
    )
    expect(emitted).toHaveLength(1)
    expect(emitted[0]?.fileName).toBe('.vite/module-chunks.json')
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
      'src/main.tsx': 'assets/index-a1.js',
      'src/app/app.tsx': 'assets/index-a1.js',
      'src/content/services/house-moving-companies-qatar.ts': 'assets/shared-b2.js',
    })
  })

  test('should not run in the server-side build', () => {
    const apply = moduleChunkMap().apply as (
      config: object,
      env: { isSsrBuild: boolean },
    ) => boolean
    expect(apply({}, { isSsrBuild: true })).toBe(false)
    expect(apply({}, { isSsrBuild: false })).toBe(true)
  })
})
