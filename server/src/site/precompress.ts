// `npm run build`'s last step: compresses dist/'s text files once, so that every server start reads
// the results instead of spending seconds compressing them (restarts behind nginx, issue 39).
import { resolve } from 'node:path'

import { precompressSite } from './static-site.ts'

const distDir = resolve(process.argv[2] ?? 'dist')
const started = performance.now()
const count = await precompressSite(distDir)
console.log(
  `Compressed ${count} files in ${distDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
)
