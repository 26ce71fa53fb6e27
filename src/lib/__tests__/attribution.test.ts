import { attributionLimits } from '@contract/attribution'
import { enquiryBodySchema } from '@contract/enquiry-body'

import { readAttribution } from '../attribution'
import { ATTRIBUTION_KEY, captureAttribution } from '../capture-attribution'

/** Lands on `url` (same origin as the test page), having come from `referrer`. */
function land(url: string, referrer = '') {
  window.history.replaceState(null, '', url)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

const kept = () => JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null') as unknown

/** The server's own check of an enquiry body, with this attribution in it. */
const serverAccepts = (attribution: unknown) =>
  enquiryBodySchema(() => ({ ok: true, value: null })).parse({
    fullName: 'Aisha Rahman',
    phoneNumber: '97455123456',
    email: 'aisha@example.com',
    serviceType: 'localMove',
    message: 'Moving within Doha.',
    refererUrl: 'http://localhost:3000/',
    submittedUrl: 'http://localhost:3000/contact-us',
    attribution,
  })

afterEach(() => {
  land('/')
  Reflect.deleteProperty(document, 'referrer')
})

describe('the visit an enquiry says it came from', () => {
  test('should keep the landing path, the other site and the campaign tags, and send them', () => {
    land(
      '/services/storage-services-qatar?utm_source=Google&utm_medium=cpc&utm_campaign=storage-spring&utm_term=storage+doha&utm_content=ad-2&gclid=Cj0KCQ&email=aisha%40example.com',
      'https://www.google.com/search?q=storage+doha',
    )
    captureAttribution()

    expect(kept()).toEqual({
      landingPage: '/services/storage-services-qatar',
      referrer: 'www.google.com',
      utm_source: 'Google',
      utm_medium: 'cpc',
      utm_campaign: 'storage-spring',
      utm_term: 'storage doha',
      utm_content: 'ad-2',
      gclid: 'Cj0KCQ',
    })
    expect(readAttribution()).toEqual({
      landingPage: '/services/storage-services-qatar',
      referrer: 'www.google.com',
      utmSource: 'Google',
      utmMedium: 'cpc',
      utmCampaign: 'storage-spring',
      utmTerm: 'storage doha',
      utmContent: 'ad-2',
      gclid: 'Cj0KCQ',
    })
  })

  test('should keep the first page of the session when later pages load', () => {
    land('/ar/contact-us?utm_source=newsletter', 'https://mail.example.net/')
    captureAttribution()
    land('/get-a-quote?utm_source=facebook', 'https://l.facebook.com/')
    captureAttribution()

    expect(readAttribution()).toEqual({
      landingPage: '/ar/contact-us',
      referrer: 'mail.example.net',
      utmSource: 'newsletter',
    })
  })

  test('should not count our own pages as a referring site', () => {
    land('/about-us', 'http://localhost:3000/')
    captureAttribution()

    expect(kept()).toEqual({ landingPage: '/about-us' })
    expect(readAttribution()).toEqual({ landingPage: '/about-us' })
  })

  test('should send nothing, and never throw, when session storage is refused', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused)
    land('/?utm_source=google')

    expect(() => captureAttribution()).not.toThrow()
    expect(readAttribution()).toBeUndefined()
  })

  test('should send nothing when nothing usable was kept', () => {
    expect(readAttribution()).toBeUndefined()
    for (const junk of ['{not json', '"google"', '[1,2]', '{"utm_source":42,"other":"x"}']) {
      sessionStorage.setItem(ATTRIBUTION_KEY, junk)
      expect(readAttribution()).toBeUndefined()
    }
  })

  test('should send only what the server accepts, whatever the landing URL held', () => {
    sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({
        landingPage: `/${'x'.repeat(400)}`,
        utm_source: '  spring\r\nsale\u202e\t ',
        utm_campaign: `${'😀'.repeat(49)}a😀`,
        utm_term: '\u0000 ',
        unknown: 'dropped',
      }),
    )
    const attribution = readAttribution()

    expect(attribution).toEqual({
      landingPage: `/${'x'.repeat(attributionLimits.landingPage - 1)}`,
      utmSource: 'spring sale',
      // 99 code units would split the last emoji in two: it is left out whole.
      utmCampaign: `${'😀'.repeat(49)}a`,
    })
    expect(serverAccepts(attribution)).toMatchObject({ ok: true, value: { attribution } })
  })
})
