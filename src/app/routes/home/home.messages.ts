/** The home page's own words around its content (src/content/home.ts). */
import { siteConfig } from '@/config/env'

export const title = `Movers and Packers in Qatar | ${siteConfig.companyName}`

export const description: string =
  'ISO-certified movers in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar and the Gulf. Get a free quote.'

export const keywords: string =
  'movers Qatar, moving company Doha, packers and movers Qatar, international relocation Qatar, storage Doha, freight forwarding Qatar'

export const heroEyebrow: string = 'Movers and logistics in Qatar'

export const trustCertified: string = 'ISO-certified since 2011'

export const trustCountries: string = '120+ countries covered'

export const trustMoves: string = '20,000+ successful moves'

export const panel: string = 'Book or track'

export const bookingTab: string = 'Booking With Us'

export const trackingTab: string = 'Track Your Move'

export const trackingIntro: string =
  'Enter the tracking number from your move confirmation to see where your shipment is.'

export const aboutImage: string = 'Our uniformed moving crew beside a company truck in Doha'

export const aboutEyebrow: string = 'About us'

export const exploreMore: string = 'Explore More'

export const statsTitle: string = 'Our record in numbers'

export const servicesTitle: string = 'Our Services'

export const whoWeAreEyebrow: string = 'Our way of working'

export const whereWeMoveTitle: string = 'Where we move'

export const whereWeMoveSubtitle: string =
  'Door-to-door guides for the countries our customers move to most, with customs, documents and transit times.'

export const reachOutHeading: string = 'Reach Out Today'

export const reachOutText: string =
  'Need trusted local movers ... or expert freight forwarding solutions? We make moving seamless, secure, and stress-free.'

export const plannerTitle: string = 'Plan your move'

export const planYourMove: string = 'Plan Your Move'

export const storiesTitle: string = 'Moving Stories'

export const storiesSubtitle: string =
  'Delivering excellence to every move, ready to do the same for you!'

export const storiesEyebrow: string = 'Reviews'

export const moreStories: string = 'Read More Stories'

export const moreStoriesNewTab: string = '(opens our reviews in a new tab)'

export const faqHeading: string = 'Frequently asked questions'
