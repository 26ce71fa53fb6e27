// @vitest-environment node
import { deviceOf } from '../device-name'
import * as en from '../people.messages'
import * as ar from '../people.messages.ar'

const agents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
}

describe('A session’s device in words', () => {
  it.each([
    ['androidChrome', 'chrome', 'android'],
    ['samsung', 'samsung', 'android'],
    ['iphoneSafari', 'safari', 'ios'],
    ['iphoneChrome', 'chrome', 'ios'],
    ['windowsEdge', 'edge', 'windows'],
    ['macFirefox', 'firefox', 'macos'],
  ] as const)('should read %s as %s on %s', (agent, browser, system) => {
    expect(deviceOf(agents[agent])).toEqual({ browser, system })
  })

  it('should name neither when the string names neither', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, system: null })
  })

  it('should say "Chrome on Android" in both languages', () => {
    expect(en.deviceName(en.browserNames.chrome, en.systemNames.android)).toBe('Chrome on Android')
    expect(ar.deviceName(ar.browserNames.chrome, ar.systemNames.android)).toBe('كروم على أندرويد')
  })
})
