// @vitest-environment node
import { arabicPlacesIn } from '@/lib/arabic-places'

import { placeName as arabicPlaceName } from '../place-name.ar'

describe('a route place on the Arabic site', () => {
  test('should name a known country in Arabic and keep an unknown city as staff typed it', () => {
    expect(arabicPlaceName('Brisbane, Australia')).toBe('Brisbane، أستراليا')
    expect(arabicPlaceName('Lagos, nigeria')).toBe('Lagos، نيجيريا')
    expect(arabicPlaceName('India')).toBe('الهند')
    expect(arabicPlaceName('Australia')).toBe('أستراليا')
  })

  test('should name Doha, its port and airport and the Gulf’s main cities in Arabic, in any case', () => {
    expect(arabicPlaceName('Doha, Qatar')).toBe('الدوحة، قطر')
    expect(arabicPlaceName('Hamad Port')).toBe('ميناء حمد')
    expect(arabicPlaceName('HAMAD INTERNATIONAL AIRPORT')).toBe('مطار حمد الدولي')
    expect(arabicPlaceName('jebel ali, United Arab Emirates')).toBe(
      'جبل علي، الإمارات العربية المتحدة',
    )
    expect(arabicPlaceName('Kuwait City, Kuwait')).toBe('مدينة الكويت، الكويت')
    expect(arabicPlaceName('Dubai')).toBe('دبي')
    expect(arabicPlaceName('Warehouse 4, Hamad Port')).toBe('Warehouse 4، ميناء حمد')
  })

  test('should leave a place it knows no part of as it was typed', () => {
    expect(arabicPlaceName('Warehouse 4, Street 24')).toBe('Warehouse 4, Street 24')
    expect(arabicPlaceName('Southport QLD')).toBe('Southport QLD')
  })
})

describe('places inside an update’s words on the Arabic site', () => {
  test('should name known places and a country after a comma, and keep the other words', () => {
    expect(arabicPlacesIn('Departed Hamad Port')).toBe('Departed ميناء حمد')
    expect(arabicPlacesIn('Arrived in Doha, Qatar')).toBe('Arrived in الدوحة، قطر')
    expect(arabicPlacesIn('Hamad Port: تم تحميل الحاوية')).toBe('ميناء حمد: تم تحميل الحاوية')
  })

  test('should not take a word that only contains a place’s name for the place', () => {
    expect(arabicPlacesIn('Dohan Street, Block B')).toBe('Dohan Street, Block B')
  })
})
