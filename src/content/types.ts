/** Every picture is a swappable local asset with a fixed size, so a photo can replace it later. */
export type ImageRef = {
  src: string
  alt: string
  width: number
  height: number
}

export type ServiceGroup = 'Movers' | 'Logistics'

/** FAQ blocks are h2 sections titled like 'FAQ' whose subSections are h3 questions. */
export type ContentSection = {
  heading: string | null
  level: 'h1' | 'h2' | 'h3' | 'h4'
  content: string | null
  list?: string[]
  content2?: string
  subSections?: ContentSection[]
}

/** One service of the catalogue, with its card, page and full guide. */
export type Service = {
  id: number
  title: string
  /** The page's path: '/services/' and the name of the service's file. */
  slug: `/services/${string}`
  group: ServiceGroup
  cardImage: ImageRef
  bannerImage: ImageRef
  featureImage: ImageRef
  bannerDescription: string
  shortDescription: string
  featureTitle: string
  featureDescription: string
  features: string[]
  metaTitle: string
  metaDescription: string
  keywords: string
  detailedContent: ContentSection[]
  /** The page lists the destination guides ('Where we move') after its feature block. */
  listsDestinations?: true
}

/**
 * What a service card shows. The catalogue's card index (indexes/service-cards.ts) holds these,
 * so pages listing every service do not download every service's article.
 */
export type ServiceCardData = Pick<
  Service,
  'id' | 'title' | 'slug' | 'group' | 'cardImage' | 'shortDescription'
>

/**
 * A post's content, block by block; a text block's `description` paragraphs are separated by a
 * blank line.
 */
export type BlogBlock =
  | { type: 'text'; title?: string; subtitle?: string; description: string }
  | { type: 'points'; title: string; points: string[] }
  | { type: 'image'; image: ImageRef }
  | { type: 'table'; caption?: string; headers: string[]; rows: string[][] }

export type BlogPost = {
  /** The post's slug: the name of its file. */
  id: string
  image: ImageRef
  title: string
  /** HTML fragment, sanitised when the site is built (the content-html plugin in vite.config.ts). */
  highlight: string
  /** 'DD Month YYYY' */
  date: string
  /** 'HH:MM AM' */
  time: string
  author: string
  metaTitle: string
  metaDescription: string
  keywords: string
  detail: { content: BlogBlock[] }
}

/** What a post card, teaser or the latest-news widget shows (the index in posts/cards.ts). */
export type PostCardData = Pick<BlogPost, 'id' | 'image' | 'title' | 'date' | 'highlight'> & {
  /** The card's 40-word excerpt. */
  excerpt: string
  /** A post whose first block is text is an 'Article'; anything else is 'News'. */
  kind: 'Article' | 'News'
}

export type Reason = { title: string; description: string }

/**
 * The card a guide opens with, for a reader scanning it on a phone. It repeats what the guide
 * says further down, in the direction the guide describes.
 */
export type AtAGlance = {
  /** Door to door by sea, as the guide quotes it, e.g. '3–5 weeks'. */
  sea: string
  /** Door to door by air, in days, e.g. '5–10 days'. */
  air: string
  /** The duty relief a household's used goods clear under on arrival, and the form that claims it. */
  customs: string
  /** The papers to have ready. */
  documents: string
  /** What to do first. */
  nextStep: string
}

/** Destination page content. */
export type Destination = {
  country: string
  /** Door-to-door transit time exactly as the company quotes it, e.g. '15–30 days'. */
  transitTime: string
  /** Where the page comes in every list of destinations, from 1. */
  order: number
  /** Two or three pages (slugs) a reader of this one is likely to compare it with. */
  related: string[]
  bannerImage: ImageRef
  header: { title: string; description: string }
  atAGlance: AtAGlance
  whyChoose: { title: string; intro: string; reasons: Reason[] }
  specialized: { title: string; service: { image: ImageRef; title: string; description: string }[] }
  process: { image: ImageRef; title: string; description: string; steps: string[] }
  challenges: { title: string; intro: string; reasons: Reason[] }
  faq: { title: string; questions: { id: number; title: string; description: string }[] }
  contact: { title: string; description: string[] }
  /** `slug` is the name of the page's file. */
  meta: { title: string; description: string; keywords: string; slug: string }
}

/** A destination page as a link, small enough to ship with the footer. */
export type DestinationLink = Pick<Destination, 'country' | 'transitTime'> & {
  slug: string
}

/** A customer's review. */
export type Testimonial = {
  id: string
  person: ImageRef
  title: string
  role: string
  description: string
  stars: number
  date: string
}

export type Faq = { question: string; answer: string }

type LegalSection = {
  id: string
  heading: string
  paragraphs: string[]
  list?: string[]
}

export type LegalDocument = {
  title: string
  effectiveDate: string
  intro: string
  sections: LegalSection[]
  metaTitle: string
  metaDescription: string
  keywords: string
}

export type Certification = { id: string; name: string; description: string; image: ImageRef }

export type GalleryCategory = 'Movers' | 'Logistics' | 'Warehousing' | 'Team'

export type GalleryImage = ImageRef & { id: string; caption: string }

export type Statistic = { key: string; label: string; target: number; suffix: string }

/** A content entry in its own chunk; `source` is its module path, which prerendering preloads. */
export type LazyEntry<T> = { load: () => Promise<T>; source: string }
