// `npm run bench:api`: autocannon against the built companion server on loopback, the server pinned
// to one CPU core (taskset, when present). Prints requests/s and p50/p99 latency and updates the
// "API server" section of docs/benchmarks.md. Run `npm run build` first.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'

import autocannon from 'autocannon'
import { writeBenchmarkSection } from './benchmarks-file.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const base = `http://127.0.0.1:${PORT}`

if (!existsSync('dist-ssr/server/main.js') || !existsSync('dist/index.html')) {
  console.error('No build found: run "npm run build" first.')
  process.exit(1)
}

const pin = existsSync('/usr/bin/taskset')
  ? ['taskset', ['-c', '0', process.execPath]]
  : [process.execPath, []]
const server = spawn(pin[0], [...pin[1], 'dist-ssr/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.db'),
    // One client on loopback would trip the per-IP limits at once; this measures throughput.
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break
  } catch {
    if (i > 100) throw new Error('server did not start')
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
}

const enquiry = JSON.stringify({
  fullName: 'Bench Mark',
  phoneNumber: '97455001234',
  email: 'bench@example.com',
  serviceType: 'localMove',
  message: 'Benchmark enquiry',
  refererUrl: `${base}/`,
  submittedUrl: `${base}/contact-us`,
  recaptchaToken: 'bench',
})

const scenarios = [
  {
    name: 'Tracking lookup (GET /api/jobs/jobs/?tracking_id=ABCD123456)',
    path: '/api/jobs/jobs/?tracking_id=ABCD123456',
    target: '≥ 2,000 req/s, p99 ≤ 20 ms',
  },
  {
    name: 'Tracking miss (GET /api/jobs/jobs/?tracking_id=ZZZZ000000)',
    path: '/api/jobs/jobs/?tracking_id=ZZZZ000000',
    target: '≥ 2,000 req/s, p99 ≤ 20 ms',
  },
  {
    name: 'Static page (GET /, brotli)',
    path: '/',
    headers: { 'accept-encoding': 'br, gzip' },
    target: '≥ 5,000 req/s',
  },
  {
    name: 'Static page (GET /about-us, brotli)',
    path: '/about-us',
    headers: { 'accept-encoding': 'br, gzip' },
    target: '≥ 5,000 req/s',
  },
  {
    name: 'Enquiry (POST /api/contacts/enquiries/, fsync per commit)',
    path: '/api/contacts/enquiries/',
    method: 'POST',
    body: enquiry,
    headers: { 'content-type': 'application/json' },
    target: '—',
  },
]

const rows = []
try {
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: base + scenario.path,
      method: scenario.method ?? 'GET',
      headers: scenario.headers,
      body: scenario.body,
      connections: 20,
      duration: DURATION,
    })
    const ok = result.non2xx === 0 && result.errors === 0
    const row = `| ${scenario.name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${scenario.target} | ${ok ? 'all 2xx' : `${result.non2xx} non-2xx, ${result.errors} errors`} |`
    console.log(row)
    rows.push(row)
  }
} finally {
  server.kill('SIGTERM')
}

const cpu = cpus()[0]?.model ?? 'unknown CPU'
const section = `## API server (autocannon)

\`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}: the built server (SQLite, WAL) pinned to one core
(\`taskset -c 0\`) of a ${cpus().length}-core ${cpu}, Node ${process.version}; autocannon in the same machine on loopback,
20 connections, ${DURATION} s per row. Latencies in ms.

| Scenario | Requests/s | p50 | p99 | Target | Responses |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`
console.log(`\n${section}`)
writeBenchmarkSection('API server (autocannon)', section)
