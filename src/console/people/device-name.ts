/**
 * A session's browser and system, read from its user-agent string so the account page can say
 * "Chrome on Android" rather than the string itself. Order matters: Edge, Opera and Samsung's
 * browser also call themselves Chrome and Safari, and every iPhone browser runs Safari's engine.
 */
export type Browser = 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari'
export type System = 'android' | 'ios' | 'windows' | 'macos' | 'chromeos' | 'linux'

const browsers: Array<[Browser, RegExp]> = [
  ['edge', /\bEdg(e|A|iOS)?\//],
  ['opera', /\b(OPR|OPT|Opera)\//],
  ['samsung', /\bSamsungBrowser\//],
  ['firefox', /\b(Firefox|FxiOS)\//],
  ['chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['safari', /\bSafari\//],
]

const systems: Array<[System, RegExp]> = [
  ['android', /\bAndroid\b/],
  ['ios', /\b(iPhone|iPad|iPod)\b/],
  ['windows', /\bWindows\b/],
  ['chromeos', /\bCrOS\b/],
  ['macos', /\bMac OS X\b|\bMacintosh\b/],
  ['linux', /\bLinux\b/],
]

const first = <Name>(list: Array<[Name, RegExp]>, userAgent: string) =>
  list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null

/** The browser and the system a user-agent string names; null for what it does not name. */
export const deviceOf = (userAgent: string) => ({
  browser: first(browsers, userAgent),
  system: first(systems, userAgent),
})
