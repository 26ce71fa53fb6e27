export const title: string = 'ISO Certified Moving Company in Qatar | About Us'

export const description: string =
  'Meet the Doha moving and logistics company founded in 2011: ISO 9001, 14001 and 45001 certified, with our own crews, fleet and climate-controlled warehouse.'

export const keywords: string =
  'about us, ISO certified movers Qatar, moving company Doha, relocation company history, certified movers'

export const bannerImage: string = 'Our uniformed moving crew standing beside a company truck'

export const breadcrumb: string = 'About Us'

export const enquire: string = 'Enquire Now'

export const servicesEyebrow: string = 'What we do'

export const storyEyebrow: string = 'Since 2011'

export const values: string = 'Our values'

export const certificationsTitle: string = 'Certifications & Memberships'

export const certificationsSubtitle: string =
  'Independent audits and memberships that hold us to a standard. Select a certificate to view it.'

export const certificationsEyebrow: string = 'Accredited'
