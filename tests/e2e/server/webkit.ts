// WebKit for the specs, as Playwright's own WebKit cannot be downloaded here: Debian's WebKitGTK
// (its MiniBrowser, toolbar hidden) driven by WebKitWebDriver on a virtual X screen (Xvfb), through
// the W3C WebDriver protocol. Controls are found as a person names them (role and accessible
// name), and clicks and keys go through the browser's own input, not through page scripts.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import { freePort } from '../../../server/test/services.mjs'

/** The key under which WebDriver passes an element. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
type Element = { [ELEMENT]: string }

type Role =
  'button' | 'link' | 'heading' | 'textbox' | 'combobox' | 'radio' | 'region' | 'group' | 'status'

/**
 * What `find` looks for: a role and the name a screen reader gives it (a string is found within
 * the name, unless `exact`), within another control.
 */
export type Query = { role: Role; name: string | RegExp; exact?: boolean; within?: Query }

/** How long a control may take to appear, as the specs' own `expect` timeout. */
const TIMEOUT_MS = 7_000

/**
 * Runs in the page: the first visible control of a role whose accessible name matches, inside
 * `scope`. The name follows the rules the console's controls use: aria-labelledby, aria-label,
 * a field's labels, a fieldset's legend, then the text inside.
 */
const FIND = `
const [role, source, flags, scope] = arguments
const selectors = {
  button: 'button, [role=button], summary',
  link: 'a[href]',
  heading: 'h1, h2, h3, h4, h5, h6',
  textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], textarea',
  combobox: 'select',
  radio: 'input[type=radio]',
  region: 'section[aria-label], section[aria-labelledby], [role=region]',
  group: 'fieldset, [role=group]',
  status: '[role=status], output',
}
const clean = (text) => text.replace(/\\s+/g, ' ').trim()
const text = (element) => clean(element.textContent ?? '')
function nameOf(element) {
  const ids = element.getAttribute('aria-labelledby')
  if (ids) return clean(ids.split(/\\s+/).map((id) => text(document.getElementById(id) ?? document.createElement('i'))).join(' '))
  const label = element.getAttribute('aria-label')
  if (label) return clean(label)
  if (element.labels?.length) return clean([...element.labels].map(text).join(' '))
  const legend = element.tagName === 'FIELDSET' && element.querySelector(':scope > legend')
  return legend ? text(legend) : text(element)
}
const visible = (element) =>
  element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
const name = flags === 'exact' ? (value) => value === source : flags === null ? (value) => value.includes(source) : (value) => new RegExp(source, flags).test(value)
return [...(scope ?? document).querySelectorAll(selectors[role])].find((element) => visible(element) && name(nameOf(element))) ?? null
`

/** Retries `attempt` until it gives a value, or fails with what it last said after `timeout`. */
async function until<T>(
  attempt: () => Promise<T | null | undefined | false>,
  what: string,
  timeout = TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout
  let last: unknown = null
  for (;;) {
    try {
      const value = await attempt()
      if (value) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeout} ms. ${String(last ?? '')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** An X screen of its own: Xvfb picks a free display and writes its number on standard output. */
async function virtualScreen(width: number, height: number) {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const display = await new Promise<string>((resolve, reject) => {
    let out = ''
    xvfb.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(`:${out.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it started`)))
  })
  return { display, xvfb }
}

/** Ends a child process and waits for it. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill()
  })

/** A WebKit window of `width` × `height` CSS pixels (device scale 1), ready for `goto`. */
export async function webkit({ width, height }: { width: number; height: number }) {
  const { display, xvfb } = await virtualScreen(Math.max(width, 1280), Math.max(height, 1024))
  const port = await freePort()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    })
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message}`)
    return value
  }

  await until(
    () => fetch(`${base}/status`).then((response) => response.ok),
    'WebKitWebDriver',
    20_000,
  )
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        // The console's test server has a certificate made for the run (https-console.ts).
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { args: ['--automation', '--full-screen'] },
      },
    },
  })
  const session = `/session/${sessionId}`
  await call('POST', `${session}/window/rect`, { width, height })

  const run = <T>(script: string, ...args: unknown[]) =>
    call<T>('POST', `${session}/execute/sync`, { script, args })

  async function lookUp({ role, name, exact, within }: Query): Promise<Element | null> {
    const scope = within ? await lookUp(within) : null
    if (within && !scope) return null
    const [source, flags] =
      typeof name === 'string' ? [name, exact ? 'exact' : null] : [name.source, name.flags]
    return run<Element | null>(FIND, role, source, flags, scope)
  }
  const describe = ({ role, name, within }: Query): string =>
    `${role} "${String(name)}"${within ? ` in ${describe(within)}` : ''}`
  const find = (query: Query) => until(() => lookUp(query), `WebKit found no ${describe(query)}`)
  const id = (element: Element) => element[ELEMENT]

  return {
    viewport: () =>
      run<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }'),
    goto: (url: string) => call('POST', `${session}/url`, { url }),
    url: () => call<string>('GET', `${session}/url`),
    /**
     * Waits for the control, then clicks it as a pointer would (scrolled into view first); a
     * radio button by its label, which is what a person taps when the button itself is hidden.
     */
    async click(query: Query) {
      const found = await find(query)
      const element =
        query.role === 'radio' ? await run<Element>('return arguments[0].labels[0]', found) : found
      await call('POST', `${session}/element/${id(element)}/click`)
    },
    /** Waits for the field, then empties it and types `text` key by key. */
    async fill(query: Query, text: string) {
      const element = await find(query)
      await call('POST', `${session}/element/${id(element)}/clear`)
      await call('POST', `${session}/element/${id(element)}/value`, { text })
    },
    /** Waits for a control, and fails with its description if it never comes. */
    async see(query: Query) {
      await find(query)
    },
    /** Waits until no such control is on screen (a sheet closed, a button gone). */
    async absent(query: Query) {
      await until(
        async () => (await lookUp(query)) === null,
        `WebKit still shows ${describe(query)}`,
      )
    },
    /** Scrolls the control to the top of the screen, for a screenshot of it. */
    async show(query: Query) {
      await run(
        'arguments[0].scrollIntoView({ block: "start", behavior: "instant" })',
        await find(query),
      )
    },
    /** Waits until the page's visible text includes `text`. */
    async seeText(text: string) {
      await until(
        () => run<boolean>('return document.body.innerText.includes(arguments[0])', text),
        `WebKit never showed "${text}"`,
      )
    },
    evaluate: run,
    async screenshot(path: string) {
      writeFileSync(path, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'))
    },
    async close() {
      await call('DELETE', session).catch(() => undefined)
      await stop(driver)
      await stop(xvfb)
    },
  }
}
