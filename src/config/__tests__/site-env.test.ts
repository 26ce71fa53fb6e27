// @vitest-environment node
import { checkSiteEnv, readSiteEnv } from '../site-env'

describe('The site settings', () => {
  it('describe the fictional company when nothing is set, or only blanks', () => {
    for (const source of [{}, { VITE_COMPANY_NAME: '  ', VITE_COMPANY_PHONES: '' }]) {
      const settings = checkSiteEnv(source)
      expect(settings).toMatchObject({
        companyName: 'Pearl Coast Movers',
        siteUrl: 'https://www.pearlcoastmovers.qa',
        email: 'info@pearlcoastmovers.qa',
        phones: ['+974 4000 1234', '+974 5500 6789'],
        primaryPhone: '+974 4000 1234',
        whatsappNumber: '97455006789',
        recaptchaSiteKey: '',
        apiBaseUrl: '/api/',
      })
      expect(settings.address.street).toBe('Office 14, Building 52, Street 310, Salwa Road')
      expect(settings.arabic.companyName).toBe('بيرل كوست موفرز')
      expect(settings.arabic.address).toEqual({
        street: 'مكتب 14، مبنى 52، شارع 310، طريق سلوى',
        area: 'السد',
        city: 'الدوحة',
        country: 'قطر',
        postalCode: 'ص.ب 24180',
      })
    }
  })

  it('take what a deployment sets', () => {
    const settings = checkSiteEnv({
      VITE_SITE_URL: 'https://movers.example.qa/',
      VITE_COMPANY_PHONES: ' +974 4411 2233 , (974) 5566-7788 ',
      VITE_API_BASE_URL: 'https://api.example.qa/v1/',
      VITE_RECAPTCHA_SITE_KEY: '6LcExample_Key-1',
    })
    expect(settings).toMatchObject({
      siteUrl: 'https://movers.example.qa',
      phones: ['+974 4411 2233', '(974) 5566-7788'],
      whatsappNumber: '97455667788',
      apiBaseUrl: 'https://api.example.qa/v1/',
      recaptchaSiteKey: '6LcExample_Key-1',
    })
  })

  it('refuse bad values at once, naming each with what it must be', () => {
    const check = () =>
      checkSiteEnv({
        VITE_SITE_URL: 'www.example.qa',
        VITE_COMPANY_EMAIL: 'info at example.qa',
        VITE_COMPANY_PHONES: '+974 4411 2233,call us',
        VITE_SOCIAL_X: 'javascript:alert(1)',
        VITE_API_BASE_URL: '/api',
        VITE_RECAPTCHA_SITE_KEY: 'a key',
      })
    expect(check).toThrow(
      [
        'Invalid site settings (VITE_*):',
        '- VITE_COMPANY_PHONES must be a comma-separated list of phone numbers of 6 to 15 digits; got "+974 4411 2233,call us".',
        '- VITE_SITE_URL must be an http(s) address such as https://www.example.qa; got "www.example.qa".',
        '- VITE_COMPANY_EMAIL must be an e-mail address; got "info at example.qa".',
        '- VITE_SOCIAL_X must be an http(s) address such as https://www.example.qa; got "javascript:alert(1)".',
        '- VITE_RECAPTCHA_SITE_KEY must be a reCAPTCHA site key (letters, digits, - and _); got "a key".',
        '- VITE_API_BASE_URL must be a path or an http(s) address ending in /, such as /api/; got "/api".',
      ].join('\n'),
    )
  })

  it('refuse an Arabic name or address left in English', () => {
    expect(() =>
      checkSiteEnv({ VITE_COMPANY_NAME_AR: 'Pearl Coast Movers', VITE_ADDRESS_AREA_AR: 'السد' }),
    ).toThrow('- VITE_COMPANY_NAME_AR must be text in Arabic script; got "Pearl Coast Movers".')
    expect(checkSiteEnv({ VITE_ADDRESS_CITY_AR: 'لوسيل' }).arabic.address.city).toBe('لوسيل')
  })

  it('are read in the browser as the build checked them', () => {
    expect(readSiteEnv({ VITE_COMPANY_NAME: 'Gulf Movers' }).companyName).toBe('Gulf Movers')
  })
})
