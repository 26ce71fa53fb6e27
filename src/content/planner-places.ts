/**
 * The places a planned move can name, as the planner sends them and the server checks them: the
 * same in every language (their names for people are in quote-planner.ts).
 */

/** Districts of Doha first, then the other towns, as people name them when they book a move. */
export const qatarAreas = [
  'Al Sadd',
  'Al Waab',
  'Al Aziziya',
  'Al Duhail',
  'Al Gharafa',
  'Al Hilal',
  'Al Mansoura',
  'Al Markhiya',
  'Al Muntazah',
  'Al Nasr',
  'Bin Mahmoud',
  'Fereej Bin Omran',
  'Madinat Khalifa',
  'Msheireb',
  'Najma',
  'Old Airport',
  'Onaiza',
  'Dafna',
  'West Bay',
  'West Bay Lagoon',
  'The Pearl',
  'Gewan Island',
  'Katara',
  'Legtaifiya',
  'Education City',
  'Al Rayyan',
  'Muaither',
  'Ain Khaled',
  'Abu Hamour',
  'Al Thumama',
  'Al Wukair',
  'Umm Salal',
  'Lusail',
  'Al Daayen',
  'Al Wakrah',
  'Mesaieed',
  'Al Khor',
  'Al Shamal',
  'Dukhan',
  'Ras Laffan',
  'Industrial Area',
] as const

/**
 * ISO 3166 codes of the 24 countries we have destination guides for, in the guides' order (shown
 * first), then every other country; their names come from the browser's own list
 * (Intl.DisplayNames).
 */
export const destinationCountryCodes = [
  'IN',
  'PH',
  'PK',
  'BD',
  'NP',
  'EG',
  'LK',
  'GB',
  'US',
  'CA',
  'LB',
  'JO',
  'TR',
  'MY',
  'SG',
  'TH',
  'AU',
  'JP',
  'BE',
  'IL',
  'BR',
  'MX',
  'BB',
  'BY',
] as const

export const otherCountryCodes =
  'AE AF AL AM AO AR AT AZ BA BG BH BN BO BT BW CH CL CN CO CR CY CZ DE DK DO DZ EC EE ES ET FI FJ FR GE GH GR GT HK HN HR HU ID IE IQ IR IS IT JM KE KG KH KR KW KZ LA LT LU LV LY MA MD ME MK MM MN MT MU MV MZ NA NG NI NL NO NZ OM PA PE PL PT PY RO RS RU RW SA SD SE SI SK SN SO SY TN TW TZ UA UG UY UZ VE VN YE ZA ZM ZW'.split(
    ' ',
  )

export type QatarArea = (typeof qatarAreas)[number]
