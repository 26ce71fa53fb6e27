import { readFile, stat, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Compressed = { br: Buffer; gzip: Buffer }

/** Where the build puts a file's compressed forms: dist/assets/x.js.br and dist/assets/x.js.gz. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const

/** Brotli and gzip at their best: done once per file, by the build or else at start-up. */
export async function compress(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/** The file a path would be a compressed form of (x.js for x.js.br), or null. */
export function originalOf(path: string): string | null {
  const match = /\.(br|gz)$/.exec(path)
  return match ? path.slice(0, match.index) : null
}

export async function writeCompressed(path: string, forms: Compressed) {
  await Promise.all([
    writeFile(path + SUFFIX.br, forms.br),
    writeFile(path + SUFFIX.gzip, forms.gzip),
  ])
}

/**
 * The build's compressed forms of a file, or null when it wrote none (an older build, a test's
 * hand-made dist/) or the file was changed after them, so they may hold other content.
 */
export async function readCompressed(path: string): Promise<Compressed | null> {
  try {
    const [file, br, gz] = await Promise.all([
      stat(path),
      stat(path + SUFFIX.br),
      stat(path + SUFFIX.gzip),
    ])
    if (br.mtimeMs < file.mtimeMs || gz.mtimeMs < file.mtimeMs) return null
    const [brBody, gzBody] = await Promise.all([
      readFile(path + SUFFIX.br),
      readFile(path + SUFFIX.gzip),
    ])
    return { br: brBody, gzip: gzBody }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
