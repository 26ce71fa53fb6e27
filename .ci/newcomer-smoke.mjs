// What a newcomer checks first on a fresh `npm start`: pages, the 404, the database, a demo
// tracking number and the enquiry endpoint's field messages. Usage: HEALTH_TOKEN=… node
// newcomer-smoke.mjs BASE (the token the server was started with, for the health check's details)
import assert from 'node:assert/strict'

const base = process.argv[2]
const get = (path, init) => fetch(new URL(path, base), { redirect: 'manual', ...init })

const home = await get('/')
assert.equal(home.status, 200, 'home page')
assert.match(await home.text(), /<h1/, 'home page has its heading')

assert.equal((await get('/no-such-page')).status, 404, 'unknown page')

assert.deepEqual(await (await get('/api/health')).json(), { status: 'ok' }, 'public health')
const health = await (
  await get('/api/health', { headers: { authorization: `Bearer ${process.env.HEALTH_TOKEN}` } })
).json()
assert.equal(health.database?.reachable, true, `health: ${JSON.stringify(health)}`)
assert.match(JSON.stringify(health.database), /sqlite/i, 'health names SQLite')

const jobs = await (await get('/api/jobs/jobs/?tracking_id=ABCD123456')).json()
assert.ok(Array.isArray(jobs) && jobs.length === 1, 'the demo tracking number is found')

const enquiry = await get('/api/contacts/enquiries/', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
})
assert.equal(enquiry.status, 400, 'an empty enquiry is refused')
const refusal = await enquiry.json()
assert.equal(refusal.error, 'Please enter your full name.')
assert.equal(refusal.fields?.email, 'Please enter your email address.')

console.log('smoke: home 200, unknown 404, SQLite reachable, demo job found, empty enquiry 400')
