// `npm start`: build the site and the server when a source is newer than the build, then serve.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const inputs = [
  'src',
  'server/src',
  'public',
  'index.html',
  'vite.config.ts',
  'server/vite.config.ts',
  'package-lock.json',
]
const outputs = ['dist/index.html', 'dist/404.html', 'dist-ssr/server/main.js']

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const built =
  outputs.every(existsSync) && Math.min(...outputs.map(newest)) > Math.max(...inputs.map(newest))
if (!built) {
  console.log('Building the site and the server (sources changed or no build yet)…')
  execSync('npm run build --silent', { stdio: 'inherit' })
}
await import('../dist-ssr/server/main.js')
