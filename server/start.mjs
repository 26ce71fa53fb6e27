// `npm start`: build the site and the server when a source is newer than the build, or when the
// build was made with other settings (e.g. by the e2e suite's stand-in reCAPTCHA key), then serve.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const inputs = [
  'src',
  'shared',
  'server/src',
  'public',
  'index.html',
  'vite.config.ts',
  'server/vite.config.ts',
  'package-lock.json',
]
const outputs = [
  'dist/index.html',
  'dist/404.html',
  'dist/ar/index.html',
  'dist/ar/404.html',
  'dist-ssr/render-page.js',
  'dist-ssr/ar/render-page.js',
  'dist-ssr/server/main.js',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

// Every build empties dist-ssr, so a stamp there proves the current build is the one made here.
const stampFile = 'dist-ssr/start-stamp.json'
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local']
const stamp = JSON.stringify({
  variables: Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b)),
  files: envFiles.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)),
})

const built =
  outputs.every(existsSync) &&
  Math.min(...outputs.map(newest)) > Math.max(...inputs.map(newest)) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp
if (!built) {
  console.log('Building the site and the server (sources, settings or build changed)…')
  execSync('npm run build --silent', { stdio: 'inherit' })
  writeFileSync(stampFile, stamp)
}
await import('../dist-ssr/server/main.js')
