import { placeName as arabicPlaceName } from '../place-name.ar'

describe('a route place on the Arabic site', () => {
  test('should name a known country in Arabic and keep the city as staff typed it', () => {
    expect(arabicPlaceName('Brisbane, Australia')).toBe('Brisbane، أستراليا')
    expect(arabicPlaceName('Doha, Qatar')).toBe('Doha، قطر')
    expect(arabicPlaceName('Lagos, nigeria')).toBe('Lagos، نيجيريا')
    expect(arabicPlaceName('India')).toBe('الهند')
  })

  test('should leave a place without a known country as it was typed', () => {
    expect(arabicPlaceName('Hamad Port')).toBe('Hamad Port')
    expect(arabicPlaceName('Warehouse 4, Street 24')).toBe('Warehouse 4, Street 24')
  })
})
