import { siteConfig } from '@/config/env'

/** The home page's own words around its content (src/content/home.ts). */
export const homeMessages = {
  title: `Movers and Packers in Qatar | ${siteConfig.companyName}`,
  description:
    'ISO-certified movers in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar and the Gulf. Get a free quote.',
  keywords:
    'movers Qatar, moving company Doha, packers and movers Qatar, international relocation Qatar, storage Doha, freight forwarding Qatar',
  heroEyebrow: 'Movers and logistics in Qatar',
  trust: {
    certified: 'ISO-certified since 2011',
    countries: '120+ countries covered',
    moves: '20,000+ successful moves',
  },
  panel: 'Book or track',
  bookingTab: 'Booking With Us',
  trackingTab: 'Track Your Move',
  trackingIntro:
    'Enter the tracking number from your move confirmation to see where your shipment is.',
  aboutImage: 'Our uniformed moving crew beside a company truck in Doha',
  aboutEyebrow: 'About us',
  exploreMore: 'Explore More',
  statsTitle: 'Our record in numbers',
  servicesTitle: 'Our Services',
  whoWeAreEyebrow: 'Our way of working',
  whereWeMoveTitle: 'Where we move',
  whereWeMoveSubtitle:
    'Door-to-door guides for the countries our customers move to most, with customs, documents and transit times.',
  reachOutHeading: 'Reach Out Today',
  reachOutText:
    'Need trusted local movers ... or expert freight forwarding solutions? We make moving seamless, secure, and stress-free.',
  plannerTitle: 'Plan your move',
  planYourMove: 'Plan Your Move',
  storiesTitle: 'Moving Stories',
  storiesSubtitle: 'Delivering excellence to every move, ready to do the same for you!',
  storiesEyebrow: 'Reviews',
  moreStories: 'Read More Stories',
  moreStoriesNewTab: '(opens our reviews in a new tab)',
  faqHeading: 'Frequently asked questions',
}
